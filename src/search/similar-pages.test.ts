import { emptyResponse } from "./clients";
import { searchSimilarPages, toSimilarPages } from "./similar-pages";
import type { SearchClient, SearchHit, SearchRequest } from "./types";

const hit = (objectID: string, url: string, lvl0: string, lvl1: string): SearchHit => ({
  objectID,
  url,
  hierarchy: { lvl0, lvl1 },
});

describe("toSimilarPages", () => {
  it("keeps one entry per page, in order of its best hit, with the section when it differs from the title", () => {
    const pages = toSimilarPages([
      hit("1", "/docs/destinations/aws/aws-s3#setup", "Destinations", "Simple Storage Service (S3)"),
      hit("2", "/docs/destinations/aws/aws-s3", "Destinations", "Simple Storage Service (S3)"),
      hit("3", "/docs/data", "Cloudloop Data", "Cloudloop Data"),
    ]);
    expect(pages).toEqual([
      { url: "/docs/destinations/aws/aws-s3", title: "Simple Storage Service (S3)", section: "Destinations" },
      { url: "/docs/data", title: "Cloudloop Data", section: null },
    ]);
  });

  it("stops at the maximum", () => {
    const hits = Array.from({ length: 9 }, (_, index) =>
      hit(String(index), `/docs/page-${index}`, "Docs", `Page ${index}`),
    );
    expect(toSimilarPages(hits)).toHaveLength(5);
    expect(toSimilarPages(hits, 2).map((page) => page.url)).toEqual(["/docs/page-0", "/docs/page-1"]);
  });

  it("leaves out hits without a title or with a link off the site", () => {
    const pages = toSimilarPages([
      hit("1", "https://example.com/docs/x", "Docs", "Elsewhere"),
      hit("2", "//example.com/docs/x", "Docs", "Elsewhere"),
      hit("3", "/docs/untitled", "Docs", " "),
      { objectID: "4", hierarchy: { lvl1: "No link" } },
      hit("5", "/docs/concepts/thing", "Concepts", "<b>Thing</b>"),
    ]);
    // Titles stay text: markup in a title is shown as typed, by React, never parsed.
    expect(pages).toEqual([{ url: "/docs/concepts/thing", title: "<b>Thing</b>", section: "Concepts" }]);
  });
});

describe("searchSimilarPages", () => {
  it("sends the words as the query with the site's search parameters", async () => {
    const sent: SearchRequest[] = [];
    const client: SearchClient = {
      async search(requests) {
        sent.push(...requests);
        return {
          results: [
            {
              ...emptyResponse({ indexName: "docs" }),
              hits: [hit("1", "/docs/destinations/aws/aws-s3", "Destinations", "Simple Storage Service (S3)")],
              nbHits: 1,
              nbPages: 1,
            },
          ],
        };
      },
    };
    const pages = await searchSimilarPages(client, "docs", "destinations amazon s3");
    expect(pages.map((page) => page.title)).toEqual(["Simple Storage Service (S3)"]);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.indexName).toBe("docs");
    expect(sent[0]?.params?.query).toBe("destinations amazon s3");
    expect(sent[0]?.params?.facetFilters).toBeDefined();
  });

  it("does not search without words", async () => {
    const client: SearchClient = { search: jest.fn() };
    await expect(searchSimilarPages(client, "docs", " ")).resolves.toEqual([]);
    expect(client.search).not.toHaveBeenCalled();
  });
});
