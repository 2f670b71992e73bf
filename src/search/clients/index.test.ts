import { emptyResponse, getSearchClient, toSpecRequest, withSpecRequests } from ".";
import { fromIndexEngine } from "./local";
import { createLocalIndex, searchLocalIndex } from "../local";
import { fixtureRecords } from "../../__fixtures__/search";
import type { SearchClient, SearchRequest } from "../types";

describe("toSpecRequest", () => {
  it("keeps the spec's parameters and drops what InstantSearch adds", () => {
    const request = toSpecRequest({
      indexName: "docs",
      params: {
        query: "poll",
        hitsPerPage: 20,
        facets: [],
        tagFilters: "",
        highlightPreTag: "<mark>",
        page: 0,
        analytics: true,
      },
    });
    expect(request).toEqual({
      indexName: "docs",
      params: { query: "poll", hitsPerPage: 20, highlightPreTag: "<mark>" },
    });
    expect(toSpecRequest({ indexName: "docs", params: { query: "poll", page: 2 } }).params).toEqual({
      query: "poll",
      page: 2,
    });
  });
});

describe("withSpecRequests", () => {
  it("answers empty queries without calling the client", async () => {
    const inner: SearchClient = { search: jest.fn() };
    const client = withSpecRequests(inner);
    const answer = await client.search([{ indexName: "docs", params: { query: "  ", hitsPerPage: 20 } }]);
    expect(inner.search).not.toHaveBeenCalled();
    expect(answer.results[0]).toEqual(emptyResponse({ indexName: "docs", params: { hitsPerPage: 20 } }));
  });

  it("forwards cleaned requests, the agent and prefetch", async () => {
    const inner = {
      search: jest.fn().mockResolvedValue({ results: [] }),
      addAlgoliaAgent: jest.fn(),
      prefetch: jest.fn().mockResolvedValue(undefined),
    };
    const client = withSpecRequests(inner);
    await client.search([{ indexName: "docs", params: { query: "poll", facets: ["*"] } }]);
    expect(inner.search).toHaveBeenCalledWith([{ indexName: "docs", params: { query: "poll" } }]);
    client.addAlgoliaAgent?.("react-instantsearch", "7");
    expect(inner.addAlgoliaAgent).toHaveBeenCalledWith("react-instantsearch", "7");
    await client.prefetch?.();
    expect(inner.prefetch).toHaveBeenLastCalledWith(undefined);
    // A request searched ahead is cleaned as the UI's own will be, so the two are the same; an empty one is not sent.
    await client.prefetch?.({ indexName: "docs", params: { query: "poll", facets: ["*"] } });
    expect(inner.prefetch).toHaveBeenLastCalledWith({ indexName: "docs", params: { query: "poll" } });
    await client.prefetch?.({ indexName: "docs", params: { query: " " } });
    expect(inner.prefetch).toHaveBeenLastCalledWith(undefined);
  });
});

describe("getSearchClient", () => {
  it("uses the local engine when Algolia is not configured", async () => {
    const index = createLocalIndex(fixtureRecords(), "cloudloop_docs");
    const load = jest.fn(async () =>
      fromIndexEngine({ search: (request: SearchRequest) => searchLocalIndex(index, request) }),
    );
    const client = getSearchClient(
      { indexName: "cloudloop_docs", algolia: null, localIndexUrl: "/x.json" },
      { loadLocalEngine: load },
    );
    const { results } = await client.search([{ indexName: "cloudloop_docs", params: { query: "authentication" } }]);
    expect(results[0]?.hits[0]?.url).toBe("/docs/api/authentication");
    expect(load).toHaveBeenCalledTimes(1);
    expect(client.addAlgoliaAgent).toBeUndefined();
  });

  it("uses algoliasearch/lite when Algolia is configured", () => {
    const client = getSearchClient({
      indexName: "docs",
      algolia: { appId: "APP", searchKey: "key" },
      localIndexUrl: "/x.json",
    });
    expect(typeof client.addAlgoliaAgent).toBe("function");
  });
});
