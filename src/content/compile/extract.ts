// Reads what validation needs from an MDX body (links, heading anchors, prose) with the same parser MDX uses.
import GithubSlugger from "github-slugger";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { mdxFromMarkdown } from "mdast-util-mdx";
import { toString } from "mdast-util-to-string";
import { gfm } from "micromark-extension-gfm";
import { mdxjs } from "micromark-extension-mdxjs";
import { visit } from "unist-util-visit";
import type { Content, Root } from "mdast";
// Adds the MDX nodes (JSX elements, expressions, ESM) to mdast's node types.
import type {} from "mdast-util-mdx";

export type ExtractedHeading = {
  readonly depth: number;
  readonly text: string;
  readonly id: string;
  readonly line?: number | undefined;
};
export type ExtractedLink = { readonly url: string; readonly line?: number | undefined };
export type ExtractedContent = {
  readonly headings: readonly ExtractedHeading[];
  readonly links: readonly ExtractedLink[];
  /** Words of prose, leaving out code blocks, inline code and ESM/JSX attributes. */
  readonly words: number;
  /** How many different words the prose uses (case and punctuation ignored): filler repeats a few words. */
  readonly distinctWords: number;
  /** Links a reader sees: inline links, <a href> and references to a definition; unused definitions are left out. */
  readonly renderedLinks: readonly ExtractedLink[];
  /**
   * Headings with nothing after them before the next heading of the same or a higher level, or only text without a
   * letter or digit (a lone "."); code, tables, lists, images and components count as content.
   */
  readonly emptySections: readonly string[];
};

/** Any node of an MDX body's syntax tree (mdast with the MDX nodes). */
type MdNode = Root | Content;

/** An MDX body's syntax tree (mdast) as `parseMdx` returns it. */
export type MdastRoot = Root;

/**
 * The site's one MDX parser (MDX and GFM syntax): checks and the
 * compiled page tree all start from its tree. Throws on bad MDX.
 */
export function parseMdx(mdx: string): MdastRoot {
  return fromMarkdown(mdx, {
    extensions: [mdxjs(), gfm()],
    mdastExtensions: [mdxFromMarkdown(), gfmFromMarkdown()],
  });
}

/** A body's tree: parsed from its text, or as already parsed (the build passes each body's one parse). */
export const toMdast = (body: string | MdastRoot): MdastRoot => (typeof body === "string" ? parseMdx(body) : body);

/**
 * A body's headings (with rehype-slug compatible ids), links and
 * prose size, from its text or its parsed tree. Throws on bad MDX.
 */
export function extractContent(body: string | MdastRoot): ExtractedContent {
  const tree = toMdast(body);
  const slugger = new GithubSlugger();
  const headings: ExtractedHeading[] = [];
  const links: ExtractedLink[] = [];
  const renderedLinks: ExtractedLink[] = [];
  const definitions = new Map<string, string>();
  const references: Array<{ identifier: string; line?: number | undefined }> = [];
  const distinct = new Set<string>();
  let words = 0;

  visit(tree, (node: MdNode) => {
    if (node.type === "heading") {
      const text = toString(node);
      headings.push({ depth: node.depth, text, id: slugger.slug(text), line: node.position?.start.line });
    } else if ((node.type === "link" || node.type === "definition") && node.url) {
      links.push({ url: node.url, line: node.position?.start.line });
      if (node.type === "link") renderedLinks.push({ url: node.url, line: node.position?.start.line });
      else if (node.identifier && !definitions.has(node.identifier)) definitions.set(node.identifier, node.url);
    } else if (node.type === "linkReference") {
      references.push({ identifier: node.identifier, line: node.position?.start.line });
    } else if ((node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") && node.name === "a") {
      const href = node.attributes.find(
        (attribute) => attribute.type === "mdxJsxAttribute" && attribute.name === "href",
      )?.value;
      if (typeof href === "string") {
        links.push({ url: href, line: node.position?.start.line });
        renderedLinks.push({ url: href, line: node.position?.start.line });
      }
    } else if (node.type === "text") {
      const proseWords = node.value.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
      words += proseWords.length;
      for (const word of proseWords) distinct.add(word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, ""));
    }
  });
  for (const reference of references) {
    const url = definitions.get(reference.identifier);
    if (url) renderedLinks.push({ url, line: reference.line });
  }

  const emptySections: string[] = [];
  const top = tree.children;
  top.forEach((node, index) => {
    if (node.type !== "heading") return;
    const nextHeading = top.findIndex((candidate, at) => at > index && candidate.type === "heading");
    const section = top.slice(index + 1, nextHeading === -1 ? undefined : nextHeading);
    const next = top[nextHeading];
    const hasSubsections = next?.type === "heading" && next.depth > node.depth;
    if (!hasSubsections && !section.some(hasContent)) emptySections.push(toString(node));
  });

  return { headings, links, renderedLinks, words, distinctWords: distinct.size, emptySections };
}

/**
 * Whether a block gives a section content: text with a letter or
 * digit, or anything that is not text (code, a table, a component).
 */
function hasContent(node: MdNode): boolean {
  if (node.type === "definition") return false;
  if (node.type === "paragraph" || node.type === "thematicBreak" || node.type === "html")
    return /[\p{L}\p{N}]/u.test(toString(node)) || containsMedia(node);
  return true;
}

function containsMedia(node: MdNode): boolean {
  return (
    node.type === "image" ||
    node.type === "imageReference" ||
    node.type.startsWith("mdxJsx") ||
    ("children" in node && (node.children as MdNode[]).some(containsMedia))
  );
}
