// The relevance suite: readers' queries over the real docs through the local engine, each expecting its page in the top 3.
import path from "path";
import { siteConfig } from "../../config/site";
import { createLocalIndex, searchLocalIndex } from "../local";
import { getSearchParams } from "../params";
import { toSearchRecords } from "./records";
import { readRecordsInput } from "./disk-source";
import { RELEVANCE_CASES } from "./relevance-queries";
import { readSynonyms } from "./synonyms";

const root = path.join(__dirname, "..", "..", "..");
const index = createLocalIndex(toSearchRecords(readRecordsInput(path.join(root, "content", "docs"), root)), siteConfig.search.defaultIndexName, readSynonyms(root));

/** The pages of the first hits, in the order a reader sees them (a page's path without anchor or trailing slash). */
function pagesFor(query: string): string[] {
  const { hits } = searchLocalIndex(index, { indexName: index.name, params: { ...getSearchParams(10), query } });
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

  it.each(RELEVANCE_CASES.map((entry) => [entry.query, entry.page]))("%p finds %p in the top 3", (query, page) => {
    expect(pagesFor(query).slice(0, 3)).toContain(page);
  });
});
