// Puts what the CodeBlock component needs of a code fence on its <pre>: the title="…" meta, the language and the number
// of lines (no runtime parsing).

import type { Element, Root } from "hast";
import { visit } from "unist-util-visit";

/** Reads title="…" (or title='…') from a code fence meta string. */
export function readCodeTitle(meta: string | null | undefined): string | null {
  if (!meta) return null;
  const match = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  return match ? (match[1] ?? match[2] ?? match[3] ?? null) : null;
}

/** The lines of a fence's code (its last line break ends the last line, it does not start one). */
export function countLines(code: Element | undefined): number {
  const text = (code?.children ?? []).map((child) => (child.type === "text" ? child.value : "")).join("");
  return text.replace(/\n$/, "").split("\n").length;
}

function addMeta(node: Element): void {
  if (node.tagName === "pre") {
    const code = node.children.find((child): child is Element => child.type === "element" && child.tagName === "code");
    const meta =
      (code?.data?.meta as string | null | undefined) ?? (code?.properties?.metastring as string | undefined);
    const title = readCodeTitle(meta);
    const className = code?.properties?.className;
    const language = Array.isArray(className)
      ? className
          .map(String)
          .find((name) => name.startsWith("language-"))
          ?.slice("language-".length)
      : undefined;
    node.properties = {
      ...node.properties,
      ...(title ? { "data-title": title } : {}),
      ...(language ? { "data-language": language } : {}),
      "data-line-count": countLines(code),
    };
  }
}

/** Rehype plugin: adds data-title, data-language and data-line-count to every <pre>. */
export default function rehypeCodeMeta() {
  return (tree: Root): void => visit(tree, "element", addMeta);
}
