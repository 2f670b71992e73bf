// Tells two queries that ask the same thing in nearly the same words, so a held-out set never holds a query the
// regression set already answers ("import the postman collection" / "how do I import the postman collection").
import { stemTerm, STOP_WORDS } from "../../search/language";
import type { ReaderQuery } from "./reader-queries";

/** Above this share of shared content words (stemmed, stop words left out), two queries for one page are one query. */
export const PARAPHRASE_OVERLAP = 0.6;

/** A query's content words: lower case, stop words left out, each by its stem. */
export function contentStems(query: string): Set<string> {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}_/]+/u)
    .filter(Boolean);
  return new Set(words.filter((word) => !STOP_WORDS.has(word)).map(stemTerm));
}

/** Jaccard overlap of two queries' content words (0–1). */
export function overlapOf(a: string, b: string): number {
  const [left, right] = [contentStems(a), contentStems(b)];
  const shared = [...left].filter((stem) => right.has(stem)).length;
  const all = new Set([...left, ...right]).size;
  return all === 0 ? 0 : shared / all;
}

/** Every pair, one query from each set, that names the same page and overlaps at least `threshold`. */
export function nearParaphrases(
  first: readonly ReaderQuery[],
  second: readonly ReaderQuery[],
  threshold = PARAPHRASE_OVERLAP,
): Array<readonly [string, string]> {
  return first.flatMap((a) =>
    second
      .filter((b) => a.page === b.page && overlapOf(a.query, b.query) >= threshold)
      .map((b) => [a.query, b.query] as const),
  );
}
