import { fixtureRecords, HIT_KEYS } from "../../__fixtures__/search";
import { createLocalIndex, loadLocalIndex, searchLocalIndex, toFacetPredicate } from ".";
import { serializeLocalIndex } from "../indexing/index-files";
import { getSearchParams } from "../params";
import type { SearchRecord, SearchRequest } from "../types";

const records = fixtureRecords();
const index = createLocalIndex(records, "test_index");
const params = getSearchParams(10);
const search = (query: string, extra: Record<string, unknown> = {}) =>
  searchLocalIndex(index, { indexName: "test_index", params: { ...params, query, ...extra } } as SearchRequest);

describe("searchLocalIndex", () => {
  it("answers in Algolia's response shape", () => {
    const response = search("long poll");
    expect(response).toMatchObject({
      page: 0,
      hitsPerPage: 20,
      query: "long poll",
      index: "test_index",
      exhaustiveNbHits: true,
    });
    expect(response.nbHits).toBe(response.hits.length);
    expect(response.nbPages).toBe(1);
    expect(response.queryID).toBeUndefined();
    expect(response.params).toContain("hitsPerPage=20");
    const [hit] = response.hits;
    expect(Object.keys(hit ?? {}).sort()).toEqual(HIT_KEYS);
  });

  it("ranks a title match above a heading match above a body match", () => {
    const hits = search("token").hits;
    // "token" is in the Authentication page's heading "Obtaining a token" and in body text elsewhere.
    expect(hits[0]).toMatchObject({ type: "lvl2", url: "/docs/api/authentication#obtaining-a-token" });
    const bodyOnly = hits.findIndex((hit) => hit.url?.startsWith("/docs/api/get-message-long-poll"));
    expect(bodyOnly).toBeGreaterThan(0);
    const s3 = search("storage").hits;
    expect(s3[0]).toMatchObject({ type: "lvl1", url: "/docs/destinations/aws/aws-s3" });
  });

  it("keeps one hit per url (a heading above the text under it)", () => {
    const urls = search("poll").hits.map((hit) => hit.url);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("matches the last word as a prefix and tolerates typos", () => {
    expect(search("auth").hits[0]?.url).toBe("/docs/api/authentication");
    expect(search("authentcation").hits[0]?.url).toBe("/docs/api/authentication");
    expect(search("bucket polcy").hits[0]?.url).toBe("/docs/destinations/aws/aws-s3#bucket-policy");
    expect(search("zzqqxx").nbHits).toBe(0);
  });

  it("finds camelCase parts and frontmatter keywords", () => {
    expect(search("poll time").hits.some((hit) => hit.url === "/docs/api/get-message-long-poll#timeouts")).toBe(true);
    expect(search("real time").hits.map((hit) => hit.url)).toContain("/docs/api/get-message-long-poll");
  });

  it("escapes HTML before adding the highlight tags", () => {
    const hit = search("bold").hits.find((candidate) => candidate.type === "content");
    expect(hit?._highlightResult?.content?.value).toBe(
      "Anyone holding a token can read your messages in <mark>bold</mark>.",
    );
    const scripted = searchLocalIndex(
      createLocalIndex(
        [{ ...(records[1] as SearchRecord), content: 'Use <img src=x onerror="alert(1)"> & poll' }],
        "x",
      ),
      {
        indexName: "x",
        params: { ...params, query: "img poll" },
      },
    );
    expect(scripted.hits[0]?._highlightResult?.content?.value).toBe(
      "Use &lt;<mark>img</mark> src=x onerror=&quot;alert(1)&quot;&gt; &amp; <mark>poll</mark>",
    );
    expect(scripted.hits[0]?._highlightResult?.content?.matchLevel).toBe("full");
  });

  it("cuts snippets to the requested number of words, with the ellipsis", () => {
    const long = search("backoff", { attributesToSnippet: ["content:10"] }).hits.find((hit) => hit.type === "content");
    expect(long?._snippetResult?.content?.value).toBe("Retry with <mark>backoff</mark> after a timeout.");
    const five = search("newest", { attributesToSnippet: ["content:5"] }).hits.find((hit) => hit.type === "content");
    expect(five?._snippetResult?.content?.value).toBe("…once with the <mark>newest</mark> record.");
    const ten = search("newest", { attributesToSnippet: ["content:10"] }).hits.find((hit) => hit.type === "content");
    expect(ten?._snippetResult?.content?.value).toBe("The server answers at once with the <mark>newest</mark> record.");
  });

  it("honours facetFilters (AND of entries, OR inside a list, negation)", () => {
    expect(search("poll", { facetFilters: ["language:en"] }).nbHits).toBeGreaterThan(0);
    expect(search("poll", { facetFilters: ["language:fr"] }).nbHits).toBe(0);
    expect(
      search("poll", { facetFilters: [["docusaurus_tag:default", "docusaurus_tag:docs-default-current"]] }).nbHits,
    ).toBeGreaterThan(0);
    expect(search("poll", { facetFilters: [["docusaurus_tag:default"]] }).nbHits).toBe(0);
    const notApi = search("token", { facetFilters: ["-hierarchy.lvl0:API"] }).hits;
    expect(notApi.every((hit) => hit.hierarchy?.lvl0 !== "API")).toBe(true);
    expect(toFacetPredicate('["type:lvl1"]')(records[0] as SearchRecord)).toBe(true);
  });

  it("pages through the hits", () => {
    const all = search("the", { hitsPerPage: 100 });
    expect(all.nbHits).toBeGreaterThan(4);
    const first = search("the", { hitsPerPage: 3 });
    const second = search("the", { hitsPerPage: 3, page: 1 });
    expect(first.nbPages).toBe(Math.ceil(all.nbHits / 3));
    expect(second.page).toBe(1);
    expect([...first.hits, ...second.hits].map((hit) => hit.objectID)).toEqual(
      all.hits.slice(0, 6).map((hit) => hit.objectID),
    );
  });

  it("returns a queryID only with clickAnalytics", () => {
    expect(search("poll", { clickAnalytics: true }).queryID).toMatch(/^[0-9a-f]{32}$/);
  });

  it("falls back to any word when no record holds every word", () => {
    expect(search("bucket zzqqxx").hits[0]?.url).toMatch(/^\/docs\/destinations\/aws\/aws-s3/);
  });

  it("survives serialisation to the index's base and fragments", () => {
    const files = JSON.parse(JSON.stringify(serializeLocalIndex(index, (kind, key) => `${kind}-${key}.json`)));
    const byName = new Map(
      files.fragments.map((fragment: { name: string; json: string }) => [fragment.name, JSON.parse(fragment.json)]),
    );
    const loaded = loadLocalIndex({ base: files.base, fragment: (name) => byName.get(name) });
    expect(loaded.records).toEqual(records);
    const request = { indexName: "test_index", params: { ...params, query: "long poll" } };
    const { processingTimeMS: _a, ...fromFile } = searchLocalIndex(loaded, request);
    const { processingTimeMS: _b, ...fromMemory } = searchLocalIndex(index, request);
    expect(fromFile).toEqual(fromMemory);
    expect(() => loadLocalIndex({ base: { format: 2 }, fragment: () => null })).toThrow("unknown format");
    expect(() => loadLocalIndex({ base: files.base, fragment: () => [["x"]] })).toThrow(
      /fragment (terms|page)-\w+\.json has an unknown format/,
    );
  });
});
