import { readSearchConfig, toLocalIndexUrl } from "./config";

describe("readSearchConfig", () => {
  it("uses the local index unless all three public Algolia variables are set", () => {
    expect(readSearchConfig({})).toEqual({ indexName: "cloudloop_docs", algolia: null, localIndexUrl: "/search-index/cloudloop_docs.json" });
    expect(readSearchConfig({ GATSBY_ALGOLIA_APP_ID: "APP", GATSBY_ALGOLIA_SEARCH_KEY: "key" }).algolia).toBeNull();
    expect(readSearchConfig({ GATSBY_ALGOLIA_APP_ID: "APP", GATSBY_ALGOLIA_SEARCH_KEY: "key", GATSBY_ALGOLIA_INDEX_NAME: " docs " })).toEqual({
      indexName: "docs",
      algolia: { appId: "APP", searchKey: "key" },
      localIndexUrl: "/search-index/cloudloop_docs.json",
    });
  });

  it("builds index urls", () => {
    expect(toLocalIndexUrl("/search-index/", "a b")).toBe("/search-index/a%20b.json");
  });
});
