// The relevance suite: reader queries over the real docs through the index as the browser loads it, scored top-1
// and top-3 on a tuning half and a held-out half, each answered as the whole index answers it.
import path from "path";
import { siteConfig } from "../../config/site";
import { createLocalIndex, openShardedIndex, searchLocalIndex } from "../local";
import { getSearchParams } from "../params";
import { toSearchRecords } from "./records";
import { readRecordsInput } from "./disk-source";
import { buildLocalIndexFiles } from "./local-index-file";
import {
  BLIND_READER_QUERIES,
  READER_QUERIES,
  type ReaderQuery,
} from "../../__fixtures__/search-relevance/reader-queries";
import { RELEVANCE_CASES } from "../../__fixtures__/search-relevance/relevance-queries";
import {
  formatRelevance,
  placeOf,
  summarizeRelevance,
  toSectionTrails,
  type RelevanceFigures,
} from "../../__fixtures__/search-relevance/relevance-score";
import { splitHalves } from "../../__fixtures__/search-relevance/relevance-split";
import { readSynonyms } from "./synonyms";
import type { SearchRequest } from "../types";

const root = path.join(__dirname, "..", "..", "..");
const records = toSearchRecords(readRecordsInput(path.join(root, "content", "docs"), root));
const synonyms = readSynonyms(root);
const index = createLocalIndex(records, siteConfig.search.defaultIndexName, synonyms);
const files = buildLocalIndexFiles(records, siteConfig.search.defaultIndexName, synonyms);
const fragments = new Map(files.fragments.map((fragment) => [fragment.name, fragment.json]));
const loaded = new Set<string>();
const shipped = openShardedIndex(files.base, async (name) => {
  loaded.add(name);
  return JSON.parse(fragments.get(name) ?? "null");
});
const trails = toSectionTrails(records);
const requestFor = (query: string): SearchRequest => ({
  indexName: index.name,
  params: { ...getSearchParams(10), query },
});

/**
 * Shares of each half whose page must be in the top 3, floors at the figures reached so a change that loses a query
 * fails. The held-out half comes only from queries written without seeing the ranking, and no tuning reads its misses.
 */
const TOP3_FLOOR = { tuning: 0.95, heldOut: 0.71 } as const;

async function score(entries: readonly ReaderQuery[]): Promise<RelevanceFigures> {
  const scored = [];
  for (const entry of entries) {
    const { hits } = await shipped.search(requestFor(entry.query));
    scored.push({ entry, place: placeOf(hits, entry, trails), shown: hits.slice(0, 3).map((hit) => hit.url ?? "") });
  }
  return summarizeRelevance(scored);
}

const pathOf = (url: string): string => url.replace(/(.)\/$/, "$1");

/** Every reader query: the held-out half comes only from the blind-written ones, which no tuning has seen. */
const ALL_READER_QUERIES = [...READER_QUERIES, ...BLIND_READER_QUERIES];

describe("relevance over the real docs", () => {
  const blind = splitHalves(BLIND_READER_QUERIES);
  const tuning = [...READER_QUERIES, ...blind.tuning];
  const heldOut = blind.heldOut;

  it("has at least 120 readers' queries in two halves, each naming a page (and section) that exists", () => {
    expect(BLIND_READER_QUERIES.length).toBeGreaterThanOrEqual(120);
    const queries = ALL_READER_QUERIES.map((entry) => entry.query.toLowerCase());
    expect(new Set(queries).size).toBe(queries.length);
    expect(Math.min(blind.tuning.length, heldOut.length)).toBeGreaterThanOrEqual(BLIND_READER_QUERIES.length * 0.4);
    const pages = new Set(records.map((record) => pathOf(record.url_without_anchor)));
    const sections = new Set(records.map((record) => `${pathOf(record.url_without_anchor)}#${record.anchor}`));
    for (const { page, section } of ALL_READER_QUERIES) {
      expect(pages).toContain(page);
      if (section) expect(sections).toContain(`${page}#${section}`);
    }
  });

  it(`ranks the tuning half's pages in the top 3 (at least ${TOP3_FLOOR.tuning * 100} %)`, async () => {
    const figures = await score(tuning);
    expect({ share: figures.top3Share >= TOP3_FLOOR.tuning, report: formatRelevance("tuning", figures) }).toEqual({
      share: true,
      report: expect.any(String),
    });
  });

  it(`ranks the held-out half's pages in the top 3 (at least ${TOP3_FLOOR.heldOut * 100} %)`, async () => {
    const figures = await score(heldOut);
    expect({ share: figures.top3Share >= TOP3_FLOOR.heldOut, report: formatRelevance("held-out", figures) }).toEqual({
      share: true,
      report: expect.any(String),
    });
  });

  it("titles each protocol's MO and MT pages with the protocol", () => {
    const titleOf = (page: string) =>
      index.records.find((record) => record.url_without_anchor === page && record.type === "lvl1")?.hierarchy.lvl1;
    expect(titleOf("/docs/protocols/ies/mo")).toBe("MO · IES");
    expect(titleOf("/docs/protocols/ies/mt")).toBe("MT · IES");
    expect(titleOf("/docs/protocols/p6/mo")).toBe("MO · P6");
    expect(titleOf("/docs/protocols/p6/mt")).toBe("MT · P6");
  });

  it('answers "how do I get a token" first with the section on obtaining one (get = obtain)', async () => {
    const { hits } = await shipped.search(requestFor("how do I get a token"));
    expect(hits[0]?.url).toBe("/docs/api/authentication#obtaining-a-token");
  });

  it.each(RELEVANCE_CASES.map((entry) => [entry.query, entry.page]))(
    "%p finds %p in the top 3",
    async (query, page) => {
      const { hits } = await shipped.search(requestFor(query));
      expect(hits.slice(0, 3).map((hit) => pathOf((hit.url ?? "").split("#")[0] ?? ""))).toContain(page);
    },
  );

  it(
    "shows every query the same hits from the fragments as from the whole index, " + "loading only some of them",
    async () => {
      for (const { query } of [...RELEVANCE_CASES, ...ALL_READER_QUERIES]) {
        const fromFragments = await shipped.search(requestFor(query));
        const whole = searchLocalIndex(index, requestFor(query));
        expect({ query, hits: fromFragments.hits, nbHits: fromFragments.nbHits }).toEqual({
          query,
          hits: whole.hits,
          nbHits: whole.nbHits,
        });
      }
      expect(loaded.size).toBeLessThan(files.fragments.length);
    },
  );
});
