// How a hit is shown: its title line and hierarchy path, groups by category or page, and suggestions drawn from hits.
import { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG } from "./params";
import { escapeHtml, unescapeHtml } from "./text";
import { HIERARCHY_LEVELS, type HierarchyLevel, type SearchHit } from "./types";

export type HighlightPart = { readonly value: string; readonly highlighted: boolean };

/**
 * Splits a highlighted value into plain text parts, so it is rendered as text, never as HTML: whatever the value
 * holds besides our tags stays inert.
 */
export function parseHighlight(
  value: string,
  preTag = HIGHLIGHT_PRE_TAG,
  postTag = HIGHLIGHT_POST_TAG,
): HighlightPart[] {
  const parts: HighlightPart[] = [];
  const push = (text: string, highlighted: boolean): void => {
    if (text) parts.push({ value: unescapeHtml(text), highlighted });
  };
  const [first = "", ...rest] = value.split(preTag);
  push(first.split(postTag).join(""), false);
  for (const chunk of rest) {
    const end = chunk.indexOf(postTag);
    if (end === -1) {
      push(chunk, true);
      continue;
    }
    push(chunk.slice(0, end), true);
    push(
      chunk
        .slice(end + postTag.length)
        .split(postTag)
        .join(""),
      false,
    );
  }
  return parts;
}

/** A hit ready to render: highlighted title and path (as highlighted strings), link and group. */
export type HitView = {
  readonly objectID: string;
  readonly url: string;
  readonly lvl0: string;
  readonly title: string;
  readonly path: readonly string[];
  /** A text hit whose text has not arrived yet: its title line waits for it. */
  readonly textPending?: boolean;
};

const HEADING_LEVELS = HIERARCHY_LEVELS.slice(1);

function levelValue(hit: SearchHit, level: HierarchyLevel): string | null {
  const raw = hit.hierarchy?.[level];
  if (!raw) return null;
  return (
    hit._snippetResult?.hierarchy?.[level]?.value ?? hit._highlightResult?.hierarchy?.[level]?.value ?? escapeHtml(raw)
  );
}

/**
 * Text hits show their snippet with the headings above as the path; heading hits show the heading with the page
 * title and parent headings as the path; page hits show the title alone.
 */
export function toHitView(hit: SearchHit): HitView {
  const type = hit.type ?? "content";
  const deepest = type === "content" ? 6 : Number(type.slice(3)) - 1;
  const path = HEADING_LEVELS.filter((level) => Number(level.slice(3)) <= deepest)
    .map((level) => levelValue(hit, level))
    .filter((value): value is string => value !== null);
  let title: string;
  if (type === "content") {
    title = hit._snippetResult?.content?.value ?? hit._highlightResult?.content?.value ?? escapeHtml(hit.content ?? "");
  } else {
    title = levelValue(hit, type) ?? "";
  }
  const view = { objectID: hit.objectID, url: hit.url ?? "/", lvl0: hit.hierarchy?.lvl0 ?? "", title, path };
  return type === "content" && hit.content === null ? { ...view, textPending: true } : view;
}

export type HitGroup<T> = { readonly title: string; readonly items: readonly T[] };

/** Groups by `lvl0` in order of first appearance, as DocSearch does. */
export function groupByCategory<T extends { readonly lvl0: string }>(items: readonly T[]): HitGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const list = groups.get(item.lvl0) ?? [];
    list.push(item);
    groups.set(item.lvl0, list);
  }
  return [...groups].map(([title, grouped]) => ({ title, items: grouped }));
}

export type PageGroup = {
  readonly url: string;
  readonly lvl0: string;
  /** The page title, highlighted. */
  readonly title: string;
  readonly hits: readonly SearchHit[];
};

/** Groups by page for the /search page, pages in order of their best hit. */
export function groupByPage(hits: readonly SearchHit[]): PageGroup[] {
  const groups = new Map<string, { lvl0: string; title: string; hits: SearchHit[] }>();
  for (const hit of hits) {
    const url = (hit.url ?? "/").split("#")[0] ?? "/";
    const group = groups.get(url) ?? {
      lvl0: hit.hierarchy?.lvl0 ?? "",
      title: levelValue(hit, "lvl1") ?? "",
      hits: [],
    };
    group.hits.push(hit);
    groups.set(url, group);
  }
  return [...groups].map(([url, group]) => ({ url, ...group }));
}

/** Page titles of hits (plain text, unique): each is a query that finds at least its own page. */
export function collectSuggestions(hits: readonly SearchHit[], max: number): string[] {
  const titles: string[] = [];
  for (const hit of hits) {
    const title = hit.hierarchy?.lvl1?.trim();
    if (title && !titles.includes(title)) titles.push(title);
    if (titles.length === max) break;
  }
  return titles;
}

/** The queries to offer for `query`: the remembered page titles, else the configured ones, never the query itself. */
export function offerSuggestions(
  remembered: readonly string[],
  configured: readonly string[],
  query: string,
): string[] {
  const wanted = query.trim().toLowerCase();
  return (remembered.length > 0 ? remembered : configured).filter((suggestion) => suggestion.toLowerCase() !== wanted);
}
