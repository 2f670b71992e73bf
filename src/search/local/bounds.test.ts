import path from "path";
import { siteConfig } from "../../config/site";
import { REGRESSION_QUERIES } from "../../__fixtures__/search-relevance/reader-queries";
import { RELEVANCE_CASES } from "../../__fixtures__/search-relevance/relevance-queries";
import { readRecordsInput } from "../indexing/disk-source";
import { toSearchRecords, type RecordsInput } from "../indexing/records";
import { readSynonyms } from "../indexing/synonyms";
import { planQuery } from "../language";
import { getSearchParams } from "../params";
import type { SearchRequest } from "../types";
import { createLocalIndex, type LocalIndex } from "./engine";
import { boundRecords, ranksBefore, type RankBound } from "./bounds";
import { unitLeaves } from "./query-terms";
import { candidatesOnPage, planLocalQuery, queryText, rankLocalIndex } from "./search";
import { shapeOf } from "./ranking";

const root = path.join(__dirname, "..", "..", "..");
const input = readRecordsInput(path.join(root, "content", "docs"), root);
const synonyms = readSynonyms(root);
const real = createLocalIndex(toSearchRecords(input), siteConfig.search.defaultIndexName, synonyms);

/** The real pages three times over: many records with the same words, bounds and scores, which only ties tell apart. */
const repeated: RecordsInput = {
  ...input,
  pages: [0, 1, 2].flatMap((copy) =>
    input.pages.map((page) => (copy === 0 ? page : { ...page, path: `${page.path}-${copy}`, title: page.title })),
  ),
};
const tripled = createLocalIndex(toSearchRecords(repeated), siteConfig.search.defaultIndexName, synonyms);

/** Queries of every kind: the readers' own, single letters and prefixes, typos, names, nothing found. */
const QUERIES = [
  ...new Set([
    ...REGRESSION_QUERIES.map((entry) => entry.query),
    ...RELEVANCE_CASES.map((entry) => entry.query),
    "l",
    "lo",
    "long p",
    "token",
    "authentcation",
    "agteway sttaus",
    "DELIVERY_SENT",
    "message",
    "the",
    "zzqqxx",
    "zzqqxx message",
  ]),
];

const request = (query: string, page = 0, hitsPerPage = 10): SearchRequest => ({
  indexName: real.name,
  params: { ...getSearchParams(10), query, page, hitsPerPage },
});

/** Each record's bound for a query, by record number. */
function boundsOf(index: LocalIndex, query: string): Map<number, RankBound> {
  const units = planLocalQuery(index, query);
  const bounds = new Map<number, RankBound>();
  const groups = boundRecords(units, index.postings(), (n) => index.shapes?.[n] ?? shapeOf(index.records[n]!));
  for (const group of groups) for (const n of group.records) bounds.set(n, group.bound);
  return bounds;
}

/** What the reference ranks for a query: every match, once, with each page's hits read from that one list. */
function checkQuery(index: LocalIndex, query: string, checkBounds: boolean): void {
  const reference = rankLocalIndex(index, request(query, 0, 10), undefined, { everyMatch: true });
  if (checkBounds) {
    const bounds = boundsOf(index, query);
    for (const candidate of reference.candidates) {
      const bound = bounds.get(candidate.n);
      // Every record the engine finds has a bound, and its rank is never better than that bound.
      expect({
        query,
        id: candidate.id,
        rank: candidate.rank,
        better: bound && ranksBefore(candidate.rank, bound),
      }).toEqual({ query, id: candidate.id, rank: candidate.rank, better: false });
    }
  }
  for (const page of [0, 1]) {
    const fromOne = rankLocalIndex(index, request(query, page), undefined, { firstBatch: 1 });
    expect({ query, page, ids: candidatesOnPage(fromOne).map((candidate) => candidate.id) }).toEqual({
      query,
      page,
      ids: reference.candidates.slice(page * 10, page * 10 + 10).map((candidate) => candidate.id),
    });
    // A count made without ranking every match counts the sections that may match every word: on the real docs that
    // is the count itself; it may only count too many.
    const count = fromOne.nbHits ?? fromOne.candidates.length;
    if (checkBounds) expect({ query, count }).toEqual({ query, count: reference.candidates.length });
    else expect(count).toBeGreaterThanOrEqual(reference.candidates.length);
  }
}

describe("the best rank a record could reach", () => {
  it("is never better than the rank the record gets, and the pages shown are those of ranking every match", () => {
    for (const query of QUERIES) checkQuery(real, query, true);
  });

  it("shows the same pages when many records tie on their words, bounds and scores (the docs three times over)", () => {
    QUERIES.filter((_, at) => at % 4 === 0).forEach((query) => checkQuery(tripled, query, false));
  });

  it("orders groups best first, and compares keys strictly", () => {
    const groups = boundRecords(planLocalQuery(real, "thing group"), real.postings(), (n) => real.shapes![n]!);
    expect(groups.length).toBeGreaterThan(1);
    for (let at = 1; at < groups.length; at += 1)
      expect(ranksBefore(groups[at]!.bound, groups[at - 1]!.bound)).toBe(false);
    expect(ranksBefore([-2, 0, 1], [-2, 0, 2])).toBe(true);
    expect(ranksBefore([-2, 0, 2], [-2, 0, 2])).toBe(false);
    expect(ranksBefore([-1, 0, 0], [-2, 5, 9])).toBe(false);
  });

  it("looks up the words, stems and the last word's prefix as terms, and marks the typo corrections", () => {
    const [unit] = planQuery("tokens", []);
    const leaves = unitLeaves({ ...unit!, corrections: { tokens: ["tokes"] } });
    expect(leaves.filter((leaf) => !leaf.correction).map((leaf) => [leaf.term, leaf.prefix])).toEqual(
      expect.arrayContaining([
        ["tokens", true],
        ["token", false],
      ]),
    );
    expect(leaves.filter((leaf) => leaf.correction).map((leaf) => leaf.term)).toContain("tokes");
  });

  it("ranks fewer records than there are matches when the page is settled early", () => {
    const units = planLocalQuery(tripled, queryText(request("token")));
    const every = rankLocalIndex(tripled, request("token"), units, { everyMatch: true });
    const bounded = rankLocalIndex(tripled, request("token"), units, { firstBatch: 1 });
    expect(bounded.nbHits).toBeGreaterThanOrEqual(every.candidates.length);
    expect(bounded.candidates.length).toBeLessThan(every.candidates.length);
  });
});
