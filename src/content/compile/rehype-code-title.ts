// Moves a code fence's title="…" meta onto its <pre> so the CodeBlock component can show it (no runtime parsing).

import type { Element, Root } from "hast";
import { visit } from "unist-util-visit";

/** Reads title="…" (or title='…') from a code fence meta string. */
export function readCodeTitle(meta: string | null | undefined): string | null {
  if (!meta) return null;
  const match = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  return match ? (match[1] ?? match[2] ?? match[3] ?? null) : null;
}

function addTitle(node: Element): void {
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
    };
  }
}

/** Rehype plugin: adds data-title and data-language to every <pre>. */
export default function rehypeCodeTitle() {
  return (tree: Root): void => visit(tree, "element", addTitle);
}
