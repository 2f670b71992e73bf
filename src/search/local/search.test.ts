import { fixtureRecords } from "../../__fixtures__/search";
import { getSearchParams } from "../params";
import type { SearchRecord } from "../types";
import { createLocalIndex, searchLocalIndex } from ".";
import { leadingOf } from "./search";

const stored = (url: string) => ({ stored: { url, url_without_anchor: url.split("#")[0] as string } as SearchRecord });

describe("choosing the records to rank", () => {
  it("counts a page's first two sections as leading hits, and each url once", () => {
    expect(leadingOf(["/a", "/a#x", "/a#x", "/a#y", "/b", "/b#z", "/c"].map(stored))).toBe(5);
  });

  it("says the count of hits is exhaustive when every match was ranked", () => {
    const index = createLocalIndex(fixtureRecords(), "cloudloop_docs");
    const response = searchLocalIndex(index, {
      indexName: "cloudloop_docs",
      params: { ...getSearchParams(10), query: "long poll" },
    });
    expect(response.exhaustiveNbHits).toBe(true);
    expect(response.nbHits).toBeGreaterThan(0);
  });
});
