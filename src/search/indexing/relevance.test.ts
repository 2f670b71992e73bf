// The relevance suite: reader queries over the real docs through the index as the browser loads it, scored top-1 and
// top-3 against floors that may only rise, each answered as the whole index answers it. The set was tuned on, its
// once held-out half included (every tuning commit reported on that half): it guards against regressions, and says
// nothing of queries nobody has seen. The held-out figure is bench/relevance.ts's, on HELD_OUT_QUERIES.
import path from "path";
import { siteConfig } from "../../config/site";
import { createLocalIndex, openShardedIndex, searchLocalIndex } from "../local";
import { getSearchParams } from "../params";
import { toSearchRecords } from "./records";
import { readRecordsInput } from "./disk-source";
import { buildLocalIndexFiles } from "./local-index-file";
import { execFileSync } from "child_process";
import fs from "fs";
import {
  HELD_OUT_QUERIES,
  REGRESSION_QUERIES,
  type ReaderQuery,
} from "../../__fixtures__/search-relevance/reader-queries";
import { nearParaphrases } from "../../__fixtures__/search-relevance/near-paraphrase";
import { RELEVANCE_CASES } from "../../__fixtures__/search-relevance/relevance-queries";
import {
  formatRelevance,
  placeOf,
  summarizeRelevance,
  toSectionTrails,
  type RelevanceFigures,
} from "../../__fixtures__/search-relevance/relevance-score";
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

/** The figures the regression set must keep, as committed: a change may raise them, never lower them. */
const FLOORS_FILE = path.join(root, "src", "__fixtures__", "search-relevance", "floors.json");
type Floors = { readonly queries: number; readonly top1: number; readonly top3: number };
const floors = JSON.parse(fs.readFileSync(FLOORS_FILE, "utf8")) as Floors;

/** Every committed version of the floors file, oldest first (git history of this checkout). */
function committedFloors(): Floors[] {
  const file = path.relative(root, FLOORS_FILE);
  const git = (...args: string[]): string => execFileSync("git", args, { cwd: root, encoding: "utf8" });
  return git("log", "--format=%H", "--", file)
    .split("\n")
    .filter(Boolean)
    .reverse()
    .map((commit) => JSON.parse(git("show", `${commit}:${file}`)) as Floors);
}

async function score(entries: readonly ReaderQuery[]): Promise<RelevanceFigures> {
  const scored = [];
  for (const entry of entries) {
    const { hits } = await shipped.search(requestFor(entry.query));
    scored.push({ entry, place: placeOf(hits, entry, trails), shown: hits.slice(0, 3).map((hit) => hit.url ?? "") });
  }
  return summarizeRelevance(scored);
}

const pathOf = (url: string): string => url.replace(/(.)\/$/, "$1");

describe("relevance over the real docs", () => {
  it("has reader queries naming pages and sections that exist, none twice", () => {
    expect(REGRESSION_QUERIES.length).toBe(floors.queries);
    const queries = [...REGRESSION_QUERIES, ...HELD_OUT_QUERIES].map((entry) => entry.query.toLowerCase());
    expect(new Set(queries).size).toBe(queries.length);
    const pages = new Set(records.map((record) => pathOf(record.url_without_anchor)));
    const sections = new Set(records.map((record) => `${pathOf(record.url_without_anchor)}#${record.anchor}`));
    for (const { page, section } of [...REGRESSION_QUERIES, ...HELD_OUT_QUERIES]) {
      expect(pages).toContain(page);
      if (section) expect(sections).toContain(`${page}#${section}`);
    }
  });

  it("keeps the held-out set free of any near paraphrase of a regression query", () => {
    expect(nearParaphrases(REGRESSION_QUERIES, HELD_OUT_QUERIES)).toEqual([]);
  });

  it(`ranks the regression set at or above its floors (top-3 ${floors.top3}, top-1 ${floors.top1})`, async () => {
    const figures = await score(REGRESSION_QUERIES);
    expect({
      top3: figures.top3 >= floors.top3,
      top1: figures.top1 >= floors.top1,
      report: formatRelevance("regression", figures),
    }).toEqual({ top3: true, top1: true, report: expect.any(String) });
  });

  it("never lowers a floor: each committed version of floors.json, and this one, at or above the one before", () => {
    const versions = [...committedFloors(), floors];
    expect(versions.length).toBeGreaterThan(1);
    versions.slice(1).forEach((version, index) => {
      const before = versions[index] as Floors;
      expect({ version: index + 1, top1: version.top1 >= before.top1, top3: version.top3 >= before.top3 }).toEqual({
        version: index + 1,
        top1: true,
        top3: true,
      });
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
      for (const { query } of [...RELEVANCE_CASES, ...REGRESSION_QUERIES, ...HELD_OUT_QUERIES]) {
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
