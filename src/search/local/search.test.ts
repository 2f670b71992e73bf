import type { SearchResult } from "minisearch";
import { fixtureRecords } from "../../__fixtures__/search";
import { planQuery } from "../language";
import { getSearchParams } from "../params";
import type { SearchRecord } from "../types";
import { createLocalIndex, searchLocalIndex } from ".";
import { countSections, leadingOf, RANKING_WINDOW, rankingWindow, unitsWithin } from "./search";

const stored = (url: string) => ({ stored: { url, url_without_anchor: url.split("#")[0] as string } as SearchRecord });

describe("choosing the records to rank", () => {
  it("bounds the units a record's matched terms stand for: looked-up terms, stems and the last word's prefix", () => {
    const reach = unitsWithin(planQuery("authenticate tok", []));
    expect(reach(["authenticate"])).toBe(0b01);
    expect(reach(["~authent"])).toBe(0b01);
    expect(reach(["tokens", "authenticate"])).toBe(0b11);
    expect(reach(["postman"])).toBe(0);
  });

  it("counts a page's first two sections as leading hits, and each url once", () => {
    expect(leadingOf(["/a", "/a#x", "/a#x", "/a#y", "/b", "/b#z", "/c"].map(stored))).toBe(5);
  });

  it("counts sections, not records, when estimating the hits left unranked", () => {
    const records = ["/a#x", "/a#x", "/a#y"].map((url, id) => ({ id, url }) as unknown as SearchRecord);
    const results = records.map((_, id) => ({ id }) as SearchResult);
    expect(countSections(results, (id) => records[Number(id)])).toBe(2);
  });

  it("ranks the window, or four times the hits up to the requested page", () => {
    expect(rankingWindow(0, 20)).toBe(RANKING_WINDOW);
    expect(rankingWindow(20, 20)).toBe(4 * 21 * 20);
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
