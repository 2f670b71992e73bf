// Turns content files (.md and .mdx docs with their frontmatter, _category_.json/.yml files) into the docs of a folder.
import fs from "fs";
import path from "path";
import matter from "gray-matter";
import { CATEGORY_FILE_NAMES, ContentConfigError, parseCategory } from "../model/categories";
import { formatOfFile, markdownToMdx } from "./markdown-source";
import type { CategoryConfig, ContentError, DocSource } from "../model/types";

/**
 * A doc with its body (a .md body already rewritten as equivalent
 * MDX); `lineOffset` counts the frontmatter lines above the body.
 */
export type LoadedDoc = DocSource & { readonly body: string; readonly lineOffset: number };
export type LoadedFolder = {
  readonly docs: readonly LoadedDoc[];
  readonly categories: readonly CategoryConfig[];
  readonly errors: readonly ContentError[];
};

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath ?? (entry as unknown as { path: string }).path, entry.name))
    .sort();
}

/** Shows a path relative to the project when it is inside it, so messages stay short and machine-neutral. */
export function displayPath(file: string, projectRoot: string): string {
  const relative = path.relative(projectRoot, file);
  return relative.startsWith("..") ? file : relative;
}

/** How many lines (the frontmatter) stand above `body` in the file's `text`. */
export function bodyLineOffset(text: string, body: string): number {
  return text.split("\n").length - body.split("\n").length;
}

export const isCategoryFile = (file: string): boolean =>
  (CATEGORY_FILE_NAMES as readonly string[]).includes(path.basename(file));

/** A content file as its reader hands it over: a doc with its parsed frontmatter, or a category file's text. */
export type ContentEntry =
  | {
      readonly kind: "doc";
      readonly absolutePath: string;
      readonly frontmatter: Record<string, unknown>;
      /** The body as written (Markdown for .md files), without the frontmatter. */
      readonly content: string;
      readonly lineOffset: number;
    }
  | { readonly kind: "category"; readonly absolutePath: string; readonly text: string }
  | { readonly kind: "error"; readonly absolutePath: string; readonly message: string };

/**
 * The docs of one folder and its category files, from entries read from
 * disk or from Gatsby's nodes; problems are returned, never thrown.
 */
export function toLoadedFolder(dir: string, entries: readonly ContentEntry[], projectRoot: string): LoadedFolder {
  const docs: LoadedDoc[] = [];
  const categories: CategoryConfig[] = [];
  const errors: ContentError[] = [];
  for (const entry of [...entries].sort((a, b) =>
    a.absolutePath < b.absolutePath ? -1 : a.absolutePath > b.absolutePath ? 1 : 0,
  )) {
    const relativePath = path.relative(dir, entry.absolutePath).split(path.sep).join("/");
    const file = displayPath(entry.absolutePath, projectRoot);
    if (entry.kind === "error") {
      errors.push({ file, message: entry.message });
    } else if (entry.kind === "category") {
      const folder = path.posix.dirname(relativePath).replace(/^\.$/, "");
      const other = categories.find((category) => category.dir === folder);
      if (other) {
        errors.push({ file, message: `${other.file} already configures this folder: keep one category file` });
        continue;
      }
      try {
        categories.push(parseCategory(entry.text, folder, file));
      } catch (error) {
        errors.push({
          file,
          message: error instanceof ContentConfigError ? error.message.slice(file.length + 2) : String(error),
        });
      }
    } else {
      const body = formatOfFile(entry.absolutePath) === "md" ? markdownToMdx(entry.content) : entry.content;
      docs.push({ relativePath, file, frontmatter: entry.frontmatter, body, lineOffset: entry.lineOffset });
    }
  }
  return { docs, categories, errors };
}

/** Reads one content file from disk as an entry (`npm run check:content`, tests, benchmarks); null for other files. */
export function readContentEntry(absolutePath: string): ContentEntry | null {
  const text = fs.readFileSync(absolutePath, "utf8");
  if (isCategoryFile(absolutePath)) return { kind: "category", absolutePath, text };
  if (!/\.mdx?$/i.test(absolutePath)) return null;
  try {
    const parsed = matter(text);
    return {
      kind: "doc",
      absolutePath,
      frontmatter: parsed.data,
      content: parsed.content,
      lineOffset: bodyLineOffset(text, parsed.content),
    };
  } catch (error) {
    return {
      kind: "error",
      absolutePath,
      message: `frontmatter is not valid YAML (${(error as Error).message.split("\n")[0]})`,
    };
  }
}

/** Loads every .md and .mdx doc and category file below `dir` from disk. */
export function loadDocsFolder(dir: string, projectRoot: string): LoadedFolder {
  if (!fs.existsSync(dir)) {
    return { docs: [], categories: [], errors: [{ file: dir, message: "the docs folder does not exist" }] };
  }
  const entries = listFiles(dir).flatMap((file) => readContentEntry(file) ?? []);
  return toLoadedFolder(dir, entries, projectRoot);
}

/** Lists files under static/ as site paths ("cloudloop-data.postman_collection.json"). */
export function listStaticFiles(staticDir: string): string[] {
  return listFiles(staticDir).map((file) => path.relative(staticDir, file).split(path.sep).join("/"));
}
