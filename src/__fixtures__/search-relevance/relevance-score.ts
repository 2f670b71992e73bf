// Scores readers' queries against the hits a search gave: where the page (and section) a reader needs came, and the
// top-1 / top-3 shares of a set, with its misses named.
import type { ReaderQuery } from "./reader-queries";

/** A hit as the suite reads it: the url shown, path and anchor. */
export type ScoredHit = { readonly url?: string };

const pathOf = (url: string): string => (url.split("#")[0] ?? "").replace(/(.)\/$/, "$1");
const anchorOf = (url: string): string | null => url.split("#")[1] ?? null;

/** The anchors a url sits under: its own and those of the headings above it (a subsection is inside its section). */
export type SectionTrails = ReadonlyMap<string, readonly string[]>;

/** Each heading's trail of anchors, from records in page order (a heading record: its level, anchor and url). */
export function toSectionTrails(
  records: readonly {
    readonly type: string;
    readonly url: string;
    readonly url_without_anchor: string;
    readonly anchor: string | null;
  }[],
): SectionTrails {
  const trails = new Map<string, string[]>();
  let page = "";
  let stack: { level: number; anchor: string }[] = [];
  for (const record of records) {
    if (record.url_without_anchor !== page) {
      page = record.url_without_anchor;
      stack = [];
    }
    if (record.type === "content" || record.type === "lvl1" || record.anchor === null) continue;
    const level = Number(record.type.slice(3));
    stack = [...stack.filter((entry) => entry.level < level), { level, anchor: record.anchor }];
    trails.set(
      record.url,
      stack.map((entry) => entry.anchor),
    );
  }
  return trails;
}

/**
 * The 1-based place of the first hit that answers the query: on its page, and inside its section when one is named
 * (the section's heading, a subsection or text under them). null when no hit does.
 */
export function placeOf(
  hits: readonly ScoredHit[],
  wanted: Pick<ReaderQuery, "page" | "section">,
  trails: SectionTrails = new Map(),
): number | null {
  const index = hits.findIndex((hit) => {
    const url = hit.url ?? "";
    if (pathOf(url) !== wanted.page) return false;
    if (wanted.section === undefined) return true;
    const anchor = anchorOf(url);
    return anchor === wanted.section || (trails.get(url) ?? []).includes(wanted.section);
  });
  return index === -1 ? null : index + 1;
}

export type ScoredQuery = {
  readonly entry: ReaderQuery;
  readonly place: number | null;
  readonly shown: readonly string[];
};

export type RelevanceFigures = {
  readonly count: number;
  readonly top1: number;
  readonly top3: number;
  /** Shares of the set, 0–1. */
  readonly top1Share: number;
  readonly top3Share: number;
  /** Queries whose page was not in the top 3, with the first three urls shown instead. */
  readonly misses: readonly ScoredQuery[];
};

export function summarizeRelevance(scored: readonly ScoredQuery[]): RelevanceFigures {
  const top1 = scored.filter((entry) => entry.place === 1).length;
  const top3 = scored.filter((entry) => entry.place !== null && entry.place <= 3).length;
  const count = scored.length;
  return {
    count,
    top1,
    top3,
    top1Share: count === 0 ? 0 : top1 / count,
    top3Share: count === 0 ? 0 : top3 / count,
    misses: scored.filter((entry) => entry.place === null || entry.place > 3),
  };
}

/** One line per figure and miss, for the suite's failure message and the benchmark's log. */
export function formatRelevance(label: string, figures: RelevanceFigures): string {
  const percent = (share: number): string => `${(share * 100).toFixed(1)} %`;
  const lines = [
    `${label}: ${figures.count} queries, ` +
      `top-1 ${figures.top1} (${percent(figures.top1Share)}), top-3 ${figures.top3} (${percent(figures.top3Share)})`,
  ];
  for (const miss of figures.misses) {
    const wanted = miss.entry.section ? `${miss.entry.page}#${miss.entry.section}` : miss.entry.page;
    lines.push(
      `  miss [${miss.entry.kind}] "${miss.entry.query}" wants ${wanted} (at ${miss.place ?? "none"}); ` +
        `shown: ${miss.shown.join(", ")}`,
    );
  }
  return lines.join("\n");
}
