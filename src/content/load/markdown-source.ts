// A .md doc is CommonMark + GFM, not MDX: this rewrites it into MDX that means the same, line for line, so `{` and `<`
// in prose stay text and every later step (checks, compiled tree, search records) reads one format.
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { gfm } from "micromark-extension-gfm";
import { visit } from "unist-util-visit";
import type { Content, Root } from "mdast";

export type SourceFormat = "md" | "mdx";

/** ".md" files are Markdown, everything else (".mdx") MDX, as Docusaurus's `format: detect` does. */
export function formatOfFile(file: string): SourceFormat {
  return /\.md$/i.test(file) ? "md" : "mdx";
}

type Edit = { readonly start: number; readonly end: number; readonly text: string };

/** Characters MDX reads as the start of an expression or a tag; backslash-escaped, they are text in both formats. */
const MDX_SYNTAX = new Set(["{", "}", "<"]);

/** Backslash-escapes `{`, `}` and `<` that Markdown already reads as text (leaves escapes the author wrote). */
export function escapeForMdx(source: string): string {
  let out = "";
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i] ?? "";
    if (char === "\\" && i + 1 < source.length) {
      out += char + (source[i + 1] ?? "");
      i += 1;
    } else {
      out += MDX_SYNTAX.has(char) ? `\\${char}` : char;
    }
  }
  return out;
}

/** Keeps the line count of a replaced range so reported lines still match the .md file. */
const sameLines = (original: string, text: string): string =>
  text + "\n".repeat(Math.max(0, original.split("\n").length - text.split("\n").length));

/**
 * Rewrites a CommonMark + GFM body as equivalent MDX: text and raw HTML become escaped text, HTML comments go,
 * `<https://…>` autolinks become `[…](…)` and a paragraph starting with `import`/`export` is not read as ESM.
 */
export function markdownToMdx(body: string): string {
  const tree = fromMarkdown(body, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const edits: Edit[] = [];
  const range = (node: Root | Content): { start: number; end: number } | null => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    return start === undefined || end === undefined ? null : { start, end };
  };
  visit(tree, (node: Root | Content) => {
    const where = range(node);
    if (!where) return undefined;
    const original = body.slice(where.start, where.end);
    if (node.type === "text") {
      let text = escapeForMdx(original);
      if (node.position?.start.column === 1 && /^(import|export)\s/.test(text))
        text = `&#${text.charCodeAt(0)};${text.slice(1)}`;
      if (text !== original) edits.push({ ...where, text });
    } else if (node.type === "html") {
      edits.push({
        ...where,
        text: /^<!--[\s\S]*-->$/.test(original.trim()) ? sameLines(original, "") : escapeForMdx(original),
      });
      return "skip";
    } else if (node.type === "link" && original.startsWith("<") && original.endsWith(">")) {
      const label = original.slice(1, -1);
      edits.push({ ...where, text: `[${label}](${node.url})` });
      return "skip";
    } else if (node.type === "code" || node.type === "inlineCode") {
      return "skip";
    }
    return undefined;
  });
  let out = body;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/** The body as MDX whatever the file's format: what the build checks, compiles and indexes. */
export function toMdxBody(body: string, file: string): string {
  return formatOfFile(file) === "md" ? markdownToMdx(body) : body;
}
