import { clampQuery, getFeedbackUrl, getSearchPageUrl, getSearchParams, getSnippetWords } from "./params";
import { REQUEST_PARAMETERS } from "./clients";

describe("search params", () => {
  it("carries exactly the spec's parameters with the configured limits", () => {
    const params = getSearchParams(10);
    expect(Object.keys(params).sort()).toEqual(REQUEST_PARAMETERS.filter((name) => name !== "query").sort());
    expect(params).toEqual({
      attributesToRetrieve: [
        "hierarchy.lvl0",
        "hierarchy.lvl1",
        "hierarchy.lvl2",
        "hierarchy.lvl3",
        "hierarchy.lvl4",
        "hierarchy.lvl5",
        "hierarchy.lvl6",
        "content",
        "type",
        "url",
      ],
      attributesToSnippet: [
        "hierarchy.lvl1:10",
        "hierarchy.lvl2:10",
        "hierarchy.lvl3:10",
        "hierarchy.lvl4:10",
        "hierarchy.lvl5:10",
        "hierarchy.lvl6:10",
        "content:10",
      ],
      snippetEllipsisText: "…",
      highlightPreTag: "<mark>",
      highlightPostTag: "</mark>",
      hitsPerPage: 20,
      clickAnalytics: false,
      facetFilters: ["language:en", ["docusaurus_tag:default", "docusaurus_tag:docs-default-current"]],
    });
  });

  it("uses 10-word snippets, 5 on narrow screens", () => {
    expect(getSnippetWords(false)).toBe(10);
    expect(getSnippetWords(true)).toBe(5);
    expect(getSearchParams(5).attributesToSnippet).toContain("content:5");
  });

  it("cuts queries to 64 characters", () => {
    expect(clampQuery("x".repeat(100))).toHaveLength(64);
  });

  it("links to the results page and the feedback address with the query", () => {
    expect(getSearchPageUrl("long poll & more")).toBe("/search?q=long+poll+%26+more");
    expect(getFeedbackUrl("zzz", "mailto:help@example.com?subject=Search")).toBe(
      "mailto:help@example.com?subject=Search&body=No%20results%20for%20%22zzz%22",
    );
    expect(getFeedbackUrl("zzz", "https://github.com/o/r/issues/new")).toBe("https://github.com/o/r/issues/new?q=zzz");
  });
});
