// The fake Algolia host itself, driven by the real algoliasearch client (as the build and the browser drive it) over
// the records the build makes of the hosted-search fixture: proof that its answers come from logic, not from a script.
import path from "path";
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import algoliasearch from "algoliasearch";
import { ALGOLIA_INDEX_SETTINGS, toAlgoliaObjects } from "../../src/search/indexing/algolia";
import { readRecordsInput } from "../../src/search/indexing/disk-source";
import { toSearchRecords } from "../../src/search/indexing/records";
import { getSearchParams } from "../../src/search/params";
import type { SearchResponse } from "../../src/search/types";
import { HIT_KEYS } from "../../src/__fixtures__/search";
import { PROJECT_ROOT } from "../harness";
import { createFakeAlgoliaApp, startFakeHost, type FakeHost } from "./fake-algolia";

const KEYS = { appId: "UNITAPP", searchKey: "unit-search-key", adminKey: "unit-admin-key" };
const INDEX = "unit_docs";
const objects = toAlgoliaObjects(toSearchRecords(readRecordsInput(path.join(__dirname, "fixture-docs"), PROJECT_ROOT)));

type Hit = Record<string, unknown> & {
  objectID: string;
  url?: string;
  _highlightResult?: { hierarchy?: Record<string, unknown>; content?: unknown };
  _snippetResult?: { hierarchy?: Record<string, { value: string }>; content?: { value: string; matchLevel: string } };
};
type Result = Omit<SearchResponse, "hits"> & { hits: Hit[] };

describe("the fake Algolia host", { concurrency: 1 }, () => {
  const app = createFakeAlgoliaApp(KEYS);
  let host: FakeHost | undefined;
  const hostOption = () => {
    if (!host) throw new Error("the fake host is not started");
    return [{ url: new URL(host.origin).host, protocol: "http" as const }];
  };
  const client = (key: string) => algoliasearch(KEYS.appId, key, { hosts: hostOption() });
  const search = async (params: Record<string, unknown>): Promise<Result> => {
    const { results } = await client(KEYS.searchKey).search([{ indexName: INDEX, params }]);
    return results[0] as unknown as Result;
  };
  const siteParams = (query: string, words = 10) => ({ ...getSearchParams(words), query });

  before(async () => {
    host = await startFakeHost(app);
  });
  after(async () => {
    await host?.close();
  });

  it("stores what the admin client saves: settings, objects, synonyms; browsing returns their digests", async () => {
    const index = client(KEYS.adminKey).initIndex(INDEX);
    await assert.rejects(index.getSettings(), (error: { status?: number }) => error.status === 404);
    await index.setSettings(ALGOLIA_INDEX_SETTINGS as never).wait();
    await index.saveObjects(objects).wait();
    await index
      .saveSynonyms([{ objectID: "synonym-mo", type: "synonym", synonyms: ["MO", "mobile originated"] }], {
        replaceExistingSynonyms: true,
      })
      .wait();
    const stored = app.indices.get(INDEX);
    assert.deepEqual([...(stored?.objects.values() ?? [])], JSON.parse(JSON.stringify(objects)));
    assert.deepEqual(await index.getSettings(), JSON.parse(JSON.stringify(ALGOLIA_INDEX_SETTINGS)));
    assert.deepEqual([...(stored?.synonyms.keys() ?? [])], ["synonym-mo"]);
    const browsed: Array<{ objectID: string; internal?: unknown }> = [];
    await index.browseObjects({
      attributesToRetrieve: ["internal.contentDigest"],
      batch: (batch) => browsed.push(...(batch as typeof browsed)),
    });
    assert.deepEqual(
      browsed,
      objects.map((object) => ({
        objectID: object.objectID,
        internal: { contentDigest: object.internal.contentDigest },
      })),
    );
  });

  it("refuses writes with the search key and any call with a wrong key, as Algolia does", async () => {
    await assert.rejects(
      client(KEYS.searchKey)
        .initIndex(INDEX)
        .saveObjects([{ objectID: "x" }]),
      (error: { status?: number; message?: string }) => error.status === 403 && /not allowed/.test(error.message ?? ""),
    );
    await assert.rejects(
      client("wrong-key").search([{ indexName: INDEX, params: { query: "beacon" } }]),
      (error: { status?: number }) => error.status === 403,
    );
    await assert.rejects(
      client(KEYS.searchKey).search([{ indexName: "missing", params: { query: "beacon" } }]),
      (error: { status?: number }) => error.status === 404,
    );
  });

  it("answers as Algolia: highlighted hierarchy, asked-length snippets with ellipsis, asked attributes", async () => {
    const result = await search(siteParams("relay telem"));
    assert.deepEqual(
      {
        nbHits: result.nbHits,
        page: result.page,
        nbPages: result.nbPages,
        hitsPerPage: result.hitsPerPage,
        query: result.query,
        index: result.index,
      },
      { nbHits: 2, page: 0, nbPages: 1, hitsPerPage: 20, query: "relay telem", index: INDEX },
    );
    assert.equal(typeof result.processingTimeMS, "number");
    assert.match(result.params, /(^|&)query=relay%20telem(&|$)/);
    assert.equal(result.queryID, undefined, "no query id without click analytics, as Algolia answers");
    const [first, second] = result.hits;
    assert.equal(first?.objectID, "/docs/concepts/beacon#how-relaying-works:c0");
    assert.equal(second?.objectID, "/docs/reference/status-codes#204-relaying:c0");
    // Only what the site asked to retrieve, plus the id and the results.
    assert.deepEqual(Object.keys(first ?? {}).sort(), HIT_KEYS);
    assert.deepEqual(first?._snippetResult?.content, {
      value: "…and then <mark>relay</mark>s the <mark>telem</mark>etry through the nearest ground gateway…",
      matchLevel: "full",
    });
    assert.deepEqual(first?._highlightResult?.hierarchy?.lvl2, {
      value: "How <mark>relay</mark>ing works",
      matchLevel: "partial",
      matchedWords: ["relay"],
      fullyHighlighted: false,
    });
    assert.equal(first?._snippetResult?.hierarchy?.lvl1?.value, "Beacon");
    assert.equal(first?._snippetResult?.hierarchy?.lvl3, undefined, "null levels have no snippet");
    assert.equal(
      second?._snippetResult?.content?.value,
      "…while it <mark>relay</mark>s stored <mark>telem</mark>etry to a gateway in several…",
    );

    const narrow = await search({
      ...siteParams("relay telem", 5),
      highlightPreTag: "__ais-highlight__",
      highlightPostTag: "__/ais-highlight__",
      clickAnalytics: true,
    });
    assert.equal(
      narrow.hits[0]?._snippetResult?.content?.value,
      "…then __ais-highlight__relay__/ais-highlight__s the __ais-highlight__telem__/ais-highlight__etry through…",
    );
    assert.match(narrow.queryID ?? "", /^[0-9a-f]{32}$/);
  });

  it("needs each query word as a prefix, keeps one hit per url, filters by facet, pages by hitsPerPage", async () => {
    assert.equal((await search(siteParams("relay zebra"))).nbHits, 0);
    assert.equal(
      (await search(siteParams("thing"))).hits[0]?.objectID,
      "/docs/concepts/thing:lvl1",
      "the page titled with the word ranks first",
    );
    const matching = objects.filter((object) =>
      JSON.stringify([object.hierarchy, object.content, object.keywords ?? null, object.lead ?? null])
        .toLowerCase()
        .match(/\bbeacon/),
    );
    const urls = new Set(matching.map((object) => object.url));
    const first = await search({ ...siteParams("beacon"), hitsPerPage: 20 });
    const second = await search({ ...siteParams("beacon"), hitsPerPage: 20, page: 1 });
    assert.equal(first.nbHits, urls.size);
    assert.ok(urls.size > 20, "the fixture has more than a page of hits");
    assert.deepEqual([first.hits.length, second.hits.length, first.nbPages, second.page], [20, urls.size - 20, 2, 1]);
    assert.deepEqual(new Set([...first.hits, ...second.hits].map((hit) => hit.url)), urls);
    assert.equal((await search({ ...siteParams("beacon"), facetFilters: ["language:fr"] })).nbHits, 0);
    assert.equal((await search({ ...siteParams("beacon"), distinct: false })).nbHits, matching.length);
  });
});
