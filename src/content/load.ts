// Reads the docs folder from disk (.md and .mdx doc files, their frontmatter, _category_.json/.yml files) for the build.
import fs from "fs";
import path from "path";
import matter from "gray-matter";
import { CATEGORY_FILE_NAMES, ContentConfigError, parseCategory } from "./categories";
import { formatOfFile, markdownToMdx } from "./markdown-source";
import type { CategoryConfig, ContentError, DocSource } from "./types";

/** A doc with its body (a .md body already rewritten as equivalent MDX); `lineOffset` counts the frontmatter lines above the body. */
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

const isCategoryFile = (file: string): boolean => (CATEGORY_FILE_NAMES as readonly string[]).includes(path.basename(file));

/** Loads every .md and .mdx doc and category file below `dir`; problems are returned, never thrown. */
export function loadDocsFolder(dir: string, projectRoot: string): LoadedFolder {
  const docs: LoadedDoc[] = [];
  const categories: CategoryConfig[] = [];
  const errors: ContentError[] = [];
  if (!fs.existsSync(dir)) {
    return { docs, categories, errors: [{ file: dir, message: "the docs folder does not exist" }] };
  }
  for (const absolute of listFiles(dir)) {
    const relativePath = path.relative(dir, absolute).split(path.sep).join("/");
    const file = displayPath(absolute, projectRoot);
    const text = fs.readFileSync(absolute, "utf8");
    if (isCategoryFile(absolute)) {
      const dir = path.posix.dirname(relativePath).replace(/^\.$/, "");
      const other = categories.find((category) => category.dir === dir);
      if (other) {
        errors.push({ file, message: `${other.file} already configures this folder: keep one category file` });
        continue;
      }
      try {
        categories.push(parseCategory(text, dir, file));
      } catch (error) {
        errors.push({ file, message: error instanceof ContentConfigError ? error.message.slice(file.length + 2) : String(error) });
      }
    } else if (/\.mdx?$/i.test(absolute)) {
      try {
        const parsed = matter(text);
        const body = formatOfFile(absolute) === "md" ? markdownToMdx(parsed.content) : parsed.content;
        docs.push({ relativePath, file, frontmatter: parsed.data, body, lineOffset: bodyLineOffset(text, parsed.content) });
      } catch (error) {
        errors.push({ file, message: `frontmatter is not valid YAML (${(error as Error).message.split("\n")[0]})` });
      }
    }
  }
  return { docs, categories, errors };
}

/** Lists files under static/ as site paths ("cloudloop-data.postman_collection.json"). */
export function listStaticFiles(staticDir: string): string[] {
  return listFiles(staticDir).map((file) => path.relative(staticDir, file).split(path.sep).join("/"));
}
