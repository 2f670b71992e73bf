// The one record builder: turns docs (the compiled tree of each page's body, title, sidebar place) into DocSearch
// records for Algolia and the local index.
import { ANCHOR_LINK_CLASS } from "../../content/compile/rehype-anchor-labels";
import type { MdxTreeElement, MdxTreeNode } from "../../content/compile/mdx-tree";
import type { SidebarItem } from "../../content/model/types";
import { getActiveTrail } from "../../lib/navigation";
import { LEVEL_WEIGHT, toVersionTag, type RecordType, type SearchHierarchy, type SearchRecord } from "../types";

/** A doc page to index; `tree` is its body as the build compiled it for the page (the page context's `body`). */
export type RecordPage = {
  readonly path: string;
  readonly title: string;
  readonly tree: readonly MdxTreeNode[];
  readonly keywords?: readonly string[] | null;
  /** The frontmatter description: with the opening paragraph, the page's lead. */
  readonly description?: string | null;
};

/** A generated category index page: its title and description are worth finding too. */
export type RecordCategoryPage = { readonly path: string; readonly title: string; readonly description: string };

export type RecordsInput = {
  readonly pages: readonly RecordPage[];
  readonly categoryPages?: readonly RecordCategoryPage[];
  readonly sidebar: readonly SidebarItem[];
  /** Docs version name, giving the version tag facet ("docs-default-current"). */
  readonly versionName: string;
  readonly language: string;
};

/** Component props whose text readers see (admonition titles, figure and byte-layout captions). */
const VISIBLE_PROPS = ["title", "caption"];
/** Elements with no prose for readers: code blocks. */
const SKIPPED = new Set(["pre"]);
/** Elements that hold blocks: in a list item, the text before them is the item's own. */
const BLOCKS = new Set(["p", "ul", "ol", "pre", "table", "blockquote", "div", "h2", "h3", "h4", "h5", "h6", "hr"]);
const HEADING = /^h([1-6])$/;

const isElement = (node: MdxTreeNode): node is MdxTreeElement => typeof node !== "string";
const isBlock = (node: MdxTreeNode): boolean => isElement(node) && (BLOCKS.has(node[0]) || /^[A-Z]/.test(node[0]));
const childrenOf = (node: MdxTreeElement): readonly MdxTreeNode[] => node.slice(2) as readonly MdxTreeNode[];
const isAnchorLink = (node: MdxTreeElement): boolean =>
  node[0] === "a" &&
  String(node[1]?.className ?? "")
    .split(" ")
    .includes(ANCHOR_LINK_CLASS);

/**
 * Visible text of a tree: inline code and link text kept, code blocks, images' files and headings' "#"
 * links left out, spaces collapsed.
 */
export function toPlainText(nodes: readonly MdxTreeNode[]): string {
  const parts: string[] = [];
  const collect = (node: MdxTreeNode): void => {
    if (typeof node === "string") parts.push(node);
    else if (SKIPPED.has(node[0]) || isAnchorLink(node)) return;
    else if (node[0] === "img") parts.push(typeof node[1]?.alt === "string" ? node[1].alt : "");
    else if (node[0] === "br") parts.push(" ");
    else childrenOf(node).forEach(collect);
  };
  nodes.forEach(collect);
  return parts.join("").replace(/\s+/g, " ").trim();
}

function emptyHierarchy(lvl0: string, lvl1: string): SearchHierarchy {
  return { lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
}

/** lvl0 of a page: its top sidebar category, or its own title when it sits at the top of the sidebar. */
export function getTopCategoryLabel(sidebar: readonly SidebarItem[], path: string, title: string): string {
  return getActiveTrail(sidebar, path)[0]?.label ?? title;
}

/**
 * The short name of a category: its abbreviation in brackets ("Iridium Edge Solar (IES)" → "IES"), else its label.
 */
export function toShortCategoryName(label: string): string {
  return /\(([^()]+)\)\s*$/.exec(label)?.[1]?.trim() ?? label;
}

/**
 * A result's title: the page title, qualified by its category's short name when other pages share the title, so a
 * reader sees which protocol an "MO" result belongs to ("MO · IES").
 */
export function toResultTitle(
  sidebar: readonly SidebarItem[],
  path: string,
  title: string,
  sharedTitles: ReadonlySet<string>,
): string {
  if (!sharedTitles.has(title)) return title;
  const parent = getActiveTrail(sidebar, path)
    .filter((category) => category.href !== path)
    .at(-1);
  return parent ? `${title} · ${toShortCategoryName(parent.label)}` : title;
}

type PageContext = {
  readonly path: string;
  readonly tag: string;
  readonly language: string;
  readonly records: SearchRecord[];
  hierarchy: SearchHierarchy;
  anchor: string | null;
  /** Text records so far in the current section, for stable ids that survive edits elsewhere on the page. */
  sectionCount: number;
};

function push(
  ctx: PageContext,
  type: RecordType,
  content: string | null,
  keywords?: readonly string[] | null,
  lead?: string | null,
): void {
  const url = ctx.anchor ? `${ctx.path}#${ctx.anchor}` : ctx.path;
  const suffix = type === "content" ? `c${ctx.sectionCount++}` : type;
  ctx.records.push({
    objectID: `${url}:${suffix}`,
    hierarchy: ctx.hierarchy,
    hierarchy_radio: type === "content" ? {} : { [type]: ctx.hierarchy[type] },
    content,
    type,
    url,
    url_without_anchor: ctx.path,
    anchor: ctx.anchor,
    language: ctx.language,
    docusaurus_tag: ctx.tag,
    ...(keywords && keywords.length > 0 ? { keywords: [...keywords] } : {}),
    ...(lead ? { lead } : {}),
    weight: { pageRank: 0, level: LEVEL_WEIGHT[type], position: ctx.records.length },
  });
}

function pushText(ctx: PageContext, text: string): void {
  if (/[\p{L}\p{N}]/u.test(text)) push(ctx, "content", text);
}

function walk(nodes: readonly MdxTreeNode[], ctx: PageContext): void {
  for (const node of nodes) {
    if (!isElement(node) || SKIPPED.has(node[0])) continue;
    const [name, props] = node;
    const heading = HEADING.exec(name);
    if (heading) {
      const level = Math.min(6, Math.max(2, Number(heading[1])));
      // The id the page's heading carries, so the anchor lands on it.
      ctx.anchor = typeof props?.id === "string" ? props.id : null;
      const next: Record<string, string | null> = { ...ctx.hierarchy };
      for (let deeper = level; deeper <= 6; deeper += 1) next[`lvl${deeper}`] = null;
      next[`lvl${level}`] = toPlainText(childrenOf(node));
      ctx.hierarchy = next as SearchHierarchy;
      ctx.sectionCount = 0;
      push(ctx, `lvl${level}` as RecordType, null);
    } else if (name === "p") {
      pushText(ctx, toPlainText(childrenOf(node)));
    } else if (name === "li") {
      // The item's own text (inline, or its paragraphs), then what is nested in it.
      const children = childrenOf(node);
      const own = children.filter((child) => !isBlock(child) || (isElement(child) && child[0] === "p"));
      pushText(ctx, toPlainText(own));
      walk(
        children.filter((child) => !own.includes(child)),
        ctx,
      );
    } else if (name === "table") {
      // Each row is one record, the header row too: a column's name can be the only place a field is named.
      const rows = childrenOf(node)
        .filter(isElement)
        .flatMap((part) => (part[0] === "tr" ? [part] : childrenOf(part).filter(isElement)));
      for (const row of rows)
        pushText(
          ctx,
          childrenOf(row)
            .filter(isElement)
            .map((cell) => toPlainText([cell]))
            .filter(Boolean)
            .join(" · "),
        );
    } else {
      if (/^[A-Z]/.test(name))
        for (const prop of VISIBLE_PROPS)
          if (typeof props?.[prop] === "string") pushText(ctx, props[prop].replace(/\s+/g, " ").trim());
      walk(childrenOf(node), ctx);
    }
  }
}

/**
 * A page's lead: its description and opening paragraph (the text before the first heading), which say what the page is
 * about; search ranks a page whose lead names the query's words above one that only mentions them further down.
 */
export function toLead(description: string | null | undefined, tree: readonly MdxTreeNode[]): string | null {
  const opening = tree.filter(isElement).find((node) => node[0] === "p" || HEADING.test(node[0]));
  const paragraph = opening?.[0] === "p" ? toPlainText(childrenOf(opening)) : "";
  const lead = [description ?? "", paragraph]
    .map((text) => text.trim())
    .filter(Boolean)
    .join(" ");
  return lead || null;
}

/** Records of one doc page, in reading order: the lvl1 title record (with the lead), then headings and text. */
export function toPageRecords(page: RecordPage, lvl0: string, tag: string, language: string): SearchRecord[] {
  const ctx: PageContext = {
    path: page.path,
    tag,
    language,
    records: [],
    hierarchy: emptyHierarchy(lvl0, page.title),
    anchor: null,
    sectionCount: 0,
  };
  push(ctx, "lvl1", null, page.keywords, toLead(page.description, page.tree));
  walk(page.tree, ctx);
  return ctx.records;
}

/** Every record of the site: doc pages in the order given, then generated category pages. */
export function toSearchRecords(input: RecordsInput): SearchRecord[] {
  const tag = toVersionTag(input.versionName);
  const records: SearchRecord[] = [];
  const titles = input.pages.map((page) => page.title);
  const sharedTitles = new Set(titles.filter((title, index) => titles.indexOf(title) !== index));
  for (const page of input.pages) {
    const titled = { ...page, title: toResultTitle(input.sidebar, page.path, page.title, sharedTitles) };
    records.push(
      ...toPageRecords(titled, getTopCategoryLabel(input.sidebar, page.path, page.title), tag, input.language),
    );
  }
  for (const page of input.categoryPages ?? []) {
    const ctx: PageContext = {
      path: page.path,
      tag,
      language: input.language,
      records: [],
      hierarchy: emptyHierarchy(getTopCategoryLabel(input.sidebar, page.path, page.title), page.title),
      anchor: null,
      sectionCount: 0,
    };
    push(ctx, "lvl1", null);
    pushText(ctx, page.description);
    records.push(...ctx.records);
  }
  return records;
}
