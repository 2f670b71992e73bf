// The fake Algolia host itself, driven by the real algoliasearch client (as the build and the browser drive it) over
// the records the build makes of the hosted-search fixture: proof that its answers come from logic, not from a script,
// and that the settings it obeys change them. Nothing here depends on how Algolia would rank the hits.
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
/** An index of the same records whose settings the tests of the obeyed settings change. */
const SETTINGS_INDEX = "unit_docs_settings";
const objects = toAlgoliaObjects(toSearchRecords(readRecordsInput(path.join(__dirname, "fixture-docs"), PROJECT_ROOT)));

type Hit = Record<string, unknown> & {
  objectID: string;
  url?: string;
  _highlightResult?: { hierarchy?: Record<string, { value: string }>; content?: { value: string } };
  _snippetResult?: { hierarchy?: Record<string, { value: string }>; content?: { value: string; matchLevel: string } };
};
type Result = Omit<SearchResponse, "hits"> & { hits: Hit[] };

/** The two text records holding both "relaying" (in their heading) and "telemetry" (in their text). */
const RELAYING_TELEMETRY = [
  "/docs/concepts/beacon#how-relaying-works:c0",
  "/docs/reference/status-codes#204-relaying:c0",
] as const;
/** Hits' ids, sorted: which records came back, whatever their order. */
const idsOf = (result: Result): string[] => result.hits.map((hit) => hit.objectID).sort();
function hitWithId(result: Result, objectID: string): Hit {
  const hit = result.hits.find((candidate) => candidate.objectID === objectID);
  if (!hit) throw new Error(`no hit ${objectID} among ${idsOf(result).join(", ")}`);
  return hit;
}

/**
 * What any snippet of a matched text must be, wherever its window falls: the asked tags around the matched word, a
 * piece of the record's own text, and at most the asked number of words besides the ellipsis.
 */
function assertSnippet(hit: Hit, asked: { word: string; words: number; pre: string; post: string }): void {
  const value = hit._snippetResult?.content?.value ?? "";
  assert.ok(value.includes(`${asked.pre}${asked.word}${asked.post}`), `${asked.word} is marked in ${value}`);
  const text = value.split(asked.pre).join("").split(asked.post).join("").split("…").join("");
  assert.ok(String(hit.content).includes(text), `the snippet ${text} is a piece of the record's text`);
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  assert.ok(words.length <= asked.words, `${words.length} words in ${value}, at most ${asked.words} asked`);
}

describe("the fake Algolia host", { concurrency: 1 }, () => {
  const app = createFakeAlgoliaApp(KEYS);
  let host: FakeHost | undefined;
  const hostOption = () => {
    if (!host) throw new Error("the fake host is not started");
    return [{ url: new URL(host.origin).host, protocol: "http" as const }];
  };
  const client = (key: string) => algoliasearch(KEYS.appId, key, { hosts: hostOption() });
  const search = async (params: Record<string, unknown>, indexName = INDEX): Promise<Result> => {
    const { results } = await client(KEYS.searchKey).search([{ indexName, params }]);
    return results[0] as unknown as Result;
  };
  const siteParams = (query: string, words = 10) => ({ ...getSearchParams(words), query });
  /** Changes the named settings of the settings tests' index, as setSettings does, keeping the others. */
  const useSettings = async (settings: Record<string, unknown>): Promise<void> => {
    await client(KEYS.adminKey).initIndex(SETTINGS_INDEX).setSettings(settings).wait();
  };

  before(async () => {
    host = await startFakeHost(app);
    const index = client(KEYS.adminKey).initIndex(SETTINGS_INDEX);
    await index.setSettings(ALGOLIA_INDEX_SETTINGS as never).wait();
    await index.saveObjects(objects).wait();
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

  it("answers in Algolia's shape: highlights, snippets of the asked length and tags, asked attributes", async () => {
    const result = await search(siteParams("relaying telem"));
    assert.deepEqual(
      {
        nbHits: result.nbHits,
        page: result.page,
        nbPages: result.nbPages,
        hitsPerPage: result.hitsPerPage,
        query: result.query,
        index: result.index,
      },
      { nbHits: 2, page: 0, nbPages: 1, hitsPerPage: 20, query: "relaying telem", index: INDEX },
    );
    assert.equal(typeof result.processingTimeMS, "number");
    assert.match(result.params, /(^|&)query=relaying%20telem(&|$)/);
    assert.equal(result.queryID, undefined, "no query id without click analytics, as Algolia answers");
    assert.deepEqual(idsOf(result), RELAYING_TELEMETRY);
    for (const hit of result.hits) {
      // Only what the site asked to retrieve, plus the id and the results.
      assert.deepEqual(Object.keys(hit).sort(), HIT_KEYS);
      assertSnippet(hit, { word: "telem", words: 10, pre: "<mark>", post: "</mark>" });
      assert.equal(hit._snippetResult?.hierarchy?.lvl3, undefined, "null levels have no snippet");
    }
    const beacon = hitWithId(result, RELAYING_TELEMETRY[0]);
    assert.deepEqual(beacon._highlightResult?.hierarchy?.lvl2, {
      value: "How <mark>relaying</mark> works",
      matchLevel: "partial",
      matchedWords: ["relaying"],
      fullyHighlighted: false,
    });
    assert.equal(beacon._snippetResult?.hierarchy?.lvl1?.value, "Beacon");

    const narrow = await search({
      ...siteParams("relaying telem", 5),
      highlightPreTag: "__ais-highlight__",
      highlightPostTag: "__/ais-highlight__",
      clickAnalytics: true,
    });
    assert.deepEqual(idsOf(narrow), RELAYING_TELEMETRY);
    for (const hit of narrow.hits)
      assertSnippet(hit, { word: "telem", words: 5, pre: "__ais-highlight__", post: "__/ais-highlight__" });
    assert.match(narrow.queryID ?? "", /^[0-9a-f]{32}$/);
  });

  it("keeps one hit per url, filters by facet, pages by hitsPerPage", async () => {
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

  it("queryType from the index settings decides which query words match as a prefix, in hits and marks", async () => {
    await useSettings({ removeWordsIfNoResults: "none", queryType: "prefixAll" });
    const prefixAll = await search(siteParams("relay telem"), SETTINGS_INDEX);
    assert.deepEqual(idsOf(prefixAll), RELAYING_TELEMETRY, "every word is a prefix: relay finds relays, relaying");
    assert.equal(
      hitWithId(prefixAll, RELAYING_TELEMETRY[0])._highlightResult?.hierarchy?.lvl2?.value,
      "How <mark>relay</mark>ing works",
    );

    await useSettings({ queryType: "prefixLast" });
    assert.equal(
      (await search(siteParams("relay telem"), SETTINGS_INDEX)).nbHits,
      0,
      "relay is not the last word: it matches only the word relay itself (no plurals here), which the fixture lacks",
    );
    const prefixLast = await search(siteParams("relays telem"), SETTINGS_INDEX);
    assert.deepEqual(idsOf(prefixLast), RELAYING_TELEMETRY);
    const beacon = hitWithId(prefixLast, RELAYING_TELEMETRY[0]);
    assert.deepEqual(beacon._highlightResult?.hierarchy?.lvl2, {
      value: "How relaying works",
      matchLevel: "none",
      matchedWords: [],
      fullyHighlighted: false,
    });
    assert.match(beacon._highlightResult?.content?.value ?? "", /<mark>relays<\/mark> the <mark>telem<\/mark>etry/);

    await useSettings({ queryType: "prefixNone" });
    assert.equal((await search(siteParams("relays telem"), SETTINGS_INDEX)).nbHits, 0, "telem is no whole word");
    assert.deepEqual(idsOf(await search(siteParams("relays telemetry"), SETTINGS_INDEX)), RELAYING_TELEMETRY);
  });

  it("removeWordsIfNoResults from the index settings decides what a query no record fully matches finds", async () => {
    await useSettings({ queryType: "prefixLast", removeWordsIfNoResults: "allOptional" });
    const optional = await search(siteParams("relays zebra"), SETTINGS_INDEX);
    assert.deepEqual(
      optional.hits.map((hit) => hit.url).sort(),
      [
        "/docs/concepts/beacon",
        "/docs/concepts/beacon#how-relaying-works",
        "/docs/reference/status-codes#204-relaying",
      ],
      "no record has zebra, so the records with relays match",
    );
    assert.deepEqual(
      idsOf(await search(siteParams("relays telemetry"), SETTINGS_INDEX)),
      RELAYING_TELEMETRY,
      "words are dropped only when no record has them all",
    );

    await useSettings({ removeWordsIfNoResults: "none" });
    assert.equal((await search(siteParams("relays zebra"), SETTINGS_INDEX)).nbHits, 0);
  });
});
