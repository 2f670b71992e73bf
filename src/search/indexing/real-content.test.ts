// The search over the real docs: every listed page is indexed and each configured suggestion finds pages.
import path from "path";
import { siteConfig } from "../../config/site";
import { readRecordsInput } from "./disk-source";
import { createLocalIndex, searchLocalIndex } from "../local";
import { getSearchParams } from "../params";
import { toSearchRecords } from "./records";

const root = path.join(__dirname, "..", "..", "..");
const input = readRecordsInput(path.join(root, "content", "docs"), root);
const records = toSearchRecords(input);
const index = createLocalIndex(records, siteConfig.search.defaultIndexName);
const search = (query: string) =>
  searchLocalIndex(index, { indexName: index.name, params: { ...getSearchParams(10), query } });

describe("search over the real docs", () => {
  it("indexes every listed doc page under a top sidebar category", () => {
    const pages = new Set(records.map((record) => record.url_without_anchor));
    for (const page of input.pages) expect(pages.has(page.path)).toBe(true);
    const topLabels = new Set([...input.sidebar.map((item) => item.label), ...input.pages.map((page) => page.title)]);
    for (const record of records) expect(topLabels.has(record.hierarchy.lvl0)).toBe(true);
    expect(
      records.filter((record) => record.url_without_anchor === "/docs/api/authentication")[0]?.hierarchy.lvl0,
    ).toBe("API");
  });

  it.each(siteConfig.search.suggestedQueries.map((query) => [query]))("the suggested query %p finds pages", (query) => {
    expect(search(query).nbHits).toBeGreaterThan(0);
  });

  it("finds the long-poll page first for its title", () => {
    expect(search("long poll").hits[0]?.url).toBe("/docs/api/get-message-long-poll");
  });
});
