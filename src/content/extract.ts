// Reads what validation needs from an MDX body (links, heading anchors, prose) with the same parser MDX uses.
import GithubSlugger from "github-slugger";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { mdxFromMarkdown } from "mdast-util-mdx";
import { toString } from "mdast-util-to-string";
import { gfm } from "micromark-extension-gfm";
import { mdxjs } from "micromark-extension-mdxjs";
import { visit } from "unist-util-visit";

export type ExtractedHeading = { readonly depth: number; readonly text: string; readonly id: string; readonly line?: number | undefined };
export type ExtractedLink = { readonly url: string; readonly line?: number | undefined };
export type ExtractedContent = {
  readonly headings: readonly ExtractedHeading[];
  readonly links: readonly ExtractedLink[];
  /** Words of prose, leaving out code blocks, inline code and ESM/JSX attributes. */
  readonly words: number;
  /** Headings with nothing after them before the next heading of the same or a higher level. */
  readonly emptySections: readonly string[];
};

type MdNode = { type: string; depth?: number; url?: string; value?: string; name?: string | null; children?: MdNode[]; position?: { start: { line: number } }; attributes?: Array<{ type: string; name?: string; value?: unknown }> };

/** Parses an MDX body into mdast with the MDX and GFM syntax the site uses (also used by the search records). Throws on bad MDX. */
export function parseMdx(mdx: string): unknown {
  return fromMarkdown(mdx, {
    extensions: [mdxjs(), gfm()],
    mdastExtensions: [mdxFromMarkdown(), gfmFromMarkdown()],
  });
}

/** Parses MDX and returns its headings (with rehype-slug compatible ids), links and prose size. Throws on bad MDX. */
export function extractContent(mdx: string): ExtractedContent {
  const tree = parseMdx(mdx) as MdNode;
  const slugger = new GithubSlugger();
  const headings: ExtractedHeading[] = [];
  const links: ExtractedLink[] = [];
  let words = 0;

  visit(tree as never, (node: MdNode) => {
    if (node.type === "heading") {
      const text = toString(node as never);
      headings.push({ depth: node.depth ?? 0, text, id: slugger.slug(text), line: node.position?.start.line });
    } else if ((node.type === "link" || node.type === "definition") && node.url) {
      links.push({ url: node.url, line: node.position?.start.line });
    } else if ((node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") && node.name === "a") {
      const href = node.attributes?.find((attribute) => attribute.name === "href")?.value;
      if (typeof href === "string") links.push({ url: href, line: node.position?.start.line });
    } else if (node.type === "text") {
      words += (node.value ?? "").split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
    }
  });

  const emptySections: string[] = [];
  const top = tree.children ?? [];
  top.forEach((node, index) => {
    if (node.type !== "heading") return;
    const next = top[index + 1];
    if (!next || (next.type === "heading" && (next.depth ?? 0) <= (node.depth ?? 0))) emptySections.push(toString(node as never));
  });

  return { headings, links, words, emptySections };
}
