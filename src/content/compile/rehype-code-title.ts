// Moves a code fence's title="…" meta onto its <pre> so the CodeBlock component can show it (no runtime parsing).

type HastNode = {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  data?: { meta?: string | null } & Record<string, unknown>;
  children?: HastNode[];
};

/** Reads title="…" (or title='…') from a code fence meta string. */
export function readCodeTitle(meta: string | null | undefined): string | null {
  if (!meta) return null;
  const match = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  return match ? (match[1] ?? match[2] ?? match[3] ?? null) : null;
}

function walk(node: HastNode): void {
  if (node.type === "element" && node.tagName === "pre") {
    const code = node.children?.find((child) => child.type === "element" && child.tagName === "code");
    const meta = code?.data?.meta ?? (code?.properties?.metastring as string | undefined);
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
  node.children?.forEach(walk);
}

/** Rehype plugin: adds data-title and data-language to every <pre>. */
export default function rehypeCodeTitle() {
  return (tree: HastNode): void => walk(tree);
}
