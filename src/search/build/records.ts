// The one record builder: turns docs (MDX, title, sidebar place) into DocSearch records for Algolia and the local index.
import GithubSlugger from "github-slugger";
import { toString } from "mdast-util-to-string";
import { parseMdx } from "../../content/extract";
import type { SidebarItem } from "../../content/types";
import { getActiveTrail } from "../../lib/navigation";
import { LEVEL_WEIGHT, toVersionTag, type RecordType, type SearchHierarchy, type SearchRecord } from "../types";

/** A doc page to index; `body` is its MDX without frontmatter. */
export type RecordPage = {
  readonly path: string;
  readonly title: string;
  readonly body: string;
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

type MdNode = {
  type: string;
  depth?: number;
  value?: string;
  alt?: string | null;
  name?: string | null;
  children?: MdNode[];
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
};

/** JSX attributes whose text readers see (admonition titles, figure and byte-layout captions). */
const VISIBLE_ATTRIBUTES = new Set(["title", "caption"]);
/** Nodes with no prose for readers: code, imports/exports, JS expressions, raw HTML. */
const SKIPPED = new Set(["code", "mdxjsEsm", "mdxFlowExpression", "mdxTextExpression", "html", "definition", "yaml", "thematicBreak"]);

/** Visible text of a node: inline code and link text kept, expressions and code blocks left out, spaces collapsed. */
export function toPlainText(node: MdNode): string {
  const parts: string[] = [];
  const collect = (current: MdNode): void => {
    if (SKIPPED.has(current.type)) return;
    if (current.type === "text" || current.type === "inlineCode") parts.push(current.value ?? "");
    else if (current.type === "image") parts.push(current.alt ?? "");
    else if (current.type === "break") parts.push(" ");
    current.children?.forEach(collect);
  };
  collect(node);
  return parts.join("").replace(/\s+/g, " ").trim();
}

function emptyHierarchy(lvl0: string, lvl1: string): SearchHierarchy {
  return { lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
}

/** lvl0 of a page: its top sidebar category, or its own title when it sits at the top of the sidebar. */
export function getTopCategoryLabel(sidebar: readonly SidebarItem[], path: string, title: string): string {
  return getActiveTrail(sidebar, path)[0]?.label ?? title;
}

/** The short name of a category: its abbreviation in brackets ("Iridium Edge Solar (IES)" → "IES"), else its label. */
export function toShortCategoryName(label: string): string {
  return /\(([^()]+)\)\s*$/.exec(label)?.[1]?.trim() ?? label;
}

/**
 * A result's title: the page title, qualified by its category's short name when other pages share the title, so a
 * reader sees which protocol an "MO" result belongs to ("MO · IES").
 */
export function toResultTitle(sidebar: readonly SidebarItem[], path: string, title: string, sharedTitles: ReadonlySet<string>): string {
  if (!sharedTitles.has(title)) return title;
  const parent = getActiveTrail(sidebar, path).filter((category) => category.href !== path).at(-1);
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

function push(ctx: PageContext, type: RecordType, content: string | null, keywords?: readonly string[] | null, lead?: string | null): void {
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

function walk(nodes: readonly MdNode[], ctx: PageContext, slugger: GithubSlugger): void {
  for (const node of nodes) {
    if (SKIPPED.has(node.type)) continue;
    switch (node.type) {
      case "heading": {
        const text = toPlainText(node);
        const level = Math.min(6, Math.max(2, node.depth ?? 2));
        // Same slugs as rehype-slug on the rendered page, so the anchor lands on the heading.
        ctx.anchor = slugger.slug(toString(node as never));
        const next: Record<string, string | null> = { ...ctx.hierarchy };
        for (let deeper = level; deeper <= 6; deeper += 1) next[`lvl${deeper}`] = null;
        next[`lvl${level}`] = text;
        ctx.hierarchy = next as SearchHierarchy;
        ctx.sectionCount = 0;
        push(ctx, `lvl${level}` as RecordType, null);
        break;
      }
      case "paragraph":
        pushText(ctx, toPlainText(node));
        break;
      case "listItem": {
        const own = (node.children ?? []).filter((child) => child.type === "paragraph");
        pushText(ctx, own.map(toPlainText).join(" "));
        walk((node.children ?? []).filter((child) => child.type !== "paragraph"), ctx, slugger);
        break;
      }
      case "table":
        // The header row only names columns; each body row is one record.
        for (const row of (node.children ?? []).slice(1)) pushText(ctx, (row.children ?? []).map(toPlainText).filter(Boolean).join(" · "));
        break;
      case "mdxJsxFlowElement":
        for (const attribute of node.attributes ?? []) {
          if (attribute.type === "mdxJsxAttribute" && attribute.name && VISIBLE_ATTRIBUTES.has(attribute.name) && typeof attribute.value === "string") {
            pushText(ctx, attribute.value.replace(/\s+/g, " ").trim());
          }
        }
        walk(node.children ?? [], ctx, slugger);
        break;
      default:
        walk(node.children ?? [], ctx, slugger);
    }
  }
}

/**
 * A page's lead: its description and opening paragraph (the text before the first heading), which say what the page is
 * about; search ranks a page whose lead names the query's words above one that only mentions them further down.
 */
export function toLead(description: string | null | undefined, tree: MdNode): string | null {
  const opening: MdNode[] = [];
  for (const node of tree.children ?? []) {
    if (node.type === "heading") break;
    if (node.type === "paragraph") {
      opening.push(node);
      break;
    }
  }
  const lead = [description ?? "", ...opening.map(toPlainText)].map((text) => text.trim()).filter(Boolean).join(" ");
  return lead || null;
}

/** Records of one doc page, in reading order: the lvl1 title record (with the lead), then headings and text. Throws on bad MDX. */
export function toPageRecords(page: RecordPage, lvl0: string, tag: string, language: string): SearchRecord[] {
  const tree = parseMdx(page.body) as MdNode;
  const ctx: PageContext = {
    path: page.path,
    tag,
    language,
    records: [],
    hierarchy: emptyHierarchy(lvl0, page.title),
    anchor: null,
    sectionCount: 0,
  };
  push(ctx, "lvl1", null, page.keywords, toLead(page.description, tree));
  walk(tree.children ?? [], ctx, new GithubSlugger());
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
    records.push(...toPageRecords(titled, getTopCategoryLabel(input.sidebar, page.path, page.title), tag, input.language));
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
