// The relevance suite: readers' queries over the real docs through the index the browser loads (base and fragments, as
// the build writes them), each expecting its page in the top 3 and the same answer as the index held whole.
import path from "path";
import { siteConfig } from "../../config/site";
import { createLocalIndex, openShardedIndex, searchLocalIndex } from "../local";
import { getSearchParams } from "../params";
import { toSearchRecords } from "./records";
import { readRecordsInput } from "./disk-source";
import { buildLocalIndexFiles } from "./local-index-file";
import { RELEVANCE_CASES } from "./relevance-queries";
import { readSynonyms } from "./synonyms";
import type { SearchRequest } from "../types";

const root = path.join(__dirname, "..", "..", "..");
const records = toSearchRecords(readRecordsInput(path.join(root, "content", "docs"), root));
const synonyms = readSynonyms(root);
const index = createLocalIndex(records, siteConfig.search.defaultIndexName, synonyms);
const files = buildLocalIndexFiles(records, siteConfig.search.defaultIndexName, synonyms);
const fragments = new Map(files.fragments.map((fragment) => [fragment.name, fragment.json]));
const shipped = openShardedIndex(files.base, async (name) => JSON.parse(fragments.get(name) ?? "null"));
const requestFor = (query: string): SearchRequest => ({ indexName: index.name, params: { ...getSearchParams(10), query } });

/** The pages of the first hits, in the order a reader sees them (a page's path without anchor or trailing slash). */
async function pagesFor(query: string): Promise<string[]> {
  const { hits } = await shipped.search(requestFor(query));
  return hits.map((hit) => ((hit.url ?? "").split("#")[0] ?? "").replace(/(.)\/$/, "$1"));
}

describe("relevance over the real docs", () => {
  it("has at least 40 cases, each naming a page that exists", () => {
    expect(RELEVANCE_CASES.length).toBeGreaterThanOrEqual(40);
    const pages = new Set(index.records.map((record) => record.url_without_anchor.replace(/(.)\/$/, "$1")));
    for (const { page } of RELEVANCE_CASES) expect(pages).toContain(page);
  });

  it("titles each protocol's MO and MT pages with the protocol", () => {
    const titleOf = (page: string) => index.records.find((record) => record.url_without_anchor === page && record.type === "lvl1")?.hierarchy.lvl1;
    expect(titleOf("/docs/protocols/ies/mo")).toBe("MO · IES");
    expect(titleOf("/docs/protocols/ies/mt")).toBe("MT · IES");
    expect(titleOf("/docs/protocols/p6/mo")).toBe("MO · P6");
    expect(titleOf("/docs/protocols/p6/mt")).toBe("MT · P6");
  });

  it.each(RELEVANCE_CASES.map((entry) => [entry.query, entry.page]))("%p finds %p in the top 3", async (query, page) => {
    expect((await pagesFor(query)).slice(0, 3)).toContain(page);
  });

  it("shows every case the same hits from the fragments as from the whole index, loading only some of them", async () => {
    // Only a typo in a word's first letters can match a term filed in a fragment that was not loaded ("send" → "end"):
    // such matches rank last, so the hits shown are the same and only the count of far matches may be lower.
    for (const { query } of RELEVANCE_CASES) {
      const fromFragments = await shipped.search(requestFor(query));
      const whole = searchLocalIndex(index, requestFor(query));
      expect({ query, hits: fromFragments.hits }).toEqual({ query, hits: whole.hits });
      expect(fromFragments.nbHits).toBeLessThanOrEqual(whole.nbHits);
    }
    expect(shipped.loadedFragments().length).toBeLessThan(files.fragments.length);
  });
});
