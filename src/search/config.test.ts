import { parseAlgoliaHosts, readSearchConfig, toLocalIndexUrl } from "./config";

describe("readSearchConfig", () => {
  it("uses the local index unless all three public Algolia variables are set", () => {
    expect(readSearchConfig({})).toEqual({
      indexName: "cloudloop_docs",
      algolia: null,
      localIndexUrl: "/search-index/cloudloop_docs.json",
    });
    expect(readSearchConfig({ GATSBY_ALGOLIA_APP_ID: "APP", GATSBY_ALGOLIA_SEARCH_KEY: "key" }).algolia).toBeNull();
    expect(
      readSearchConfig({
        GATSBY_ALGOLIA_APP_ID: "APP",
        GATSBY_ALGOLIA_SEARCH_KEY: "key",
        GATSBY_ALGOLIA_INDEX_NAME: " docs ",
      }),
    ).toEqual({
      indexName: "docs",
      algolia: { appId: "APP", searchKey: "key" },
      localIndexUrl: "/search-index/cloudloop_docs.json",
    });
  });

  it("replaces Algolia's hosts with GATSBY_ALGOLIA_HOSTS, in order, only for the hosted search", () => {
    const env = { GATSBY_ALGOLIA_APP_ID: "APP", GATSBY_ALGOLIA_SEARCH_KEY: "key", GATSBY_ALGOLIA_INDEX_NAME: "docs" };
    expect(
      readSearchConfig({ ...env, GATSBY_ALGOLIA_HOSTS: "http://127.0.0.1:4001, https://search.example.com/" }).algolia,
    ).toEqual({
      appId: "APP",
      searchKey: "key",
      hosts: [
        { url: "127.0.0.1:4001", protocol: "http" },
        { url: "search.example.com", protocol: "https" },
      ],
    });
    expect(readSearchConfig({ ...env, GATSBY_ALGOLIA_HOSTS: " " }).algolia).toEqual({ appId: "APP", searchKey: "key" });
    expect(readSearchConfig({ GATSBY_ALGOLIA_HOSTS: "nonsense" }).algolia).toBeNull();
  });

  it.each([
    ["nonsense", /"nonsense" is not a URL/],
    ["ftp://files.example.com", /must be an http\(s\) origin/],
    ["https://search.example.com/1/indexes", /without a path/],
    ["https://user:pw@search.example.com", /credentials/],
  ])("rejects the host %j", (hosts, message) => {
    expect(() => parseAlgoliaHosts(hosts)).toThrow(message);
  });

  it("names the variable a bad host came from", () => {
    expect(() => parseAlgoliaHosts("nonsense")).toThrow(/^GATSBY_ALGOLIA_HOSTS: /);
    expect(() => parseAlgoliaHosts("nonsense", "ALGOLIA_HOSTS")).toThrow(/^ALGOLIA_HOSTS: /);
  });

  it("builds index urls", () => {
    expect(toLocalIndexUrl("/search-index/", "a b")).toBe("/search-index/a%20b.json");
  });
});
