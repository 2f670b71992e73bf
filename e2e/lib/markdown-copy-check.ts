// Reads a Markdown copy as a Markdown parser does, to find what must never be in one: raw HTML or JSX, and imports.
import type { Root } from "mdast";
import { toString } from "mdast-util-to-string";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";

type Node = { type: string; value?: string; depth?: number; lang?: string | null; children?: Node[] };

export function parseMarkdownCopy(markdown: string): Root {
  return unified().use(remarkParse).use(remarkGfm).parse(markdown) as Root;
}

const walk = (node: Node, visit: (node: Node) => void): void => {
  visit(node);
  node.children?.forEach((child) => walk(child, visit));
};

/** Raw HTML (an `<tag>` a parser would pass through) and `import` statements outside code, with their text. */
export function findMarkupOrImports(markdown: string): string[] {
  const problems: string[] = [];
  walk(parseMarkdownCopy(markdown) as Node, (node) => {
    if (node.type === "html") problems.push(`HTML: ${node.value ?? ""}`);
    if (node.type === "paragraph" && /^\s*(import|export)\s/.test(toString(node as never)))
      problems.push(`import: ${toString(node as never)}`);
  });
  return problems;
}

/** The text of every heading of a level, and the text of every code block, as a parser reads them. */
export function readMarkdownCopy(markdown: string): { headings: (depth: number) => string[]; code: string[] } {
  const nodes: Node[] = [];
  walk(parseMarkdownCopy(markdown) as Node, (node) => nodes.push(node));
  return {
    headings: (depth) =>
      nodes.filter((node) => node.type === "heading" && node.depth === depth).map((node) => toString(node as never)),
    code: nodes.filter((node) => node.type === "code").map((node) => node.value ?? ""),
  };
}
