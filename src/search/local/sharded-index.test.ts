import { fixtureIndexFiles, fixtureRecords } from "../../__fixtures__/search";
import { createLocalIndex, openShardedIndex, searchLocalIndex } from ".";
import { SupersededSearch } from "../errors";
import { getSearchParams } from "../params";
import { readTermFragment } from "./index-file";

const records = fixtureRecords();
const whole = createLocalIndex(records, "cloudloop_docs", [["MT", "mobile terminated"]]);
const whole_ = () => whole;
const request = (query: string, extra: Record<string, unknown> = {}) => ({
  indexName: "cloudloop_docs",
  params: { ...getSearchParams(10), query, ...extra },
});

/** The fixture's index in fragments small enough that letters split into two- and three-letter keys. */
function openSplit(termFragmentBytes = 200) {
  const files = fixtureIndexFiles(records, termFragmentBytes);
  const fragments = new Map(files.fragments.map((fragment) => [fragment.name, fragment.json]));
  const requested: string[] = [];
  const index = openShardedIndex(files.base, async (name) => {
    requested.push(name);
    return JSON.parse(fragments.get(name) ?? "null");
  });
  return { files, index, requested };
}

describe("openShardedIndex", () => {
  it("splits the fixture's letters into longer keys at a small fragment size", () => {
    expect(openSplit().files.base.terms.some(([key]) => key.length > 1)).toBe(true);
  });

  it.each([
    "l",
    "lo",
    "long poll",
    "auth",
    "authentcation",
    "authenticate",
    "tokens",
    "bucket polcy",
    "MT",
    "mobile terminated",
    "how to poll",
    "zzqqxx",
    "",
  ])("answers %p as the whole index does", async (query) => {
    const { index } = openSplit();
    const { processingTimeMS: _a, ...fromFragments } = await index.search(request(query));
    const { processingTimeMS: _b, ...fromWhole } = searchLocalIndex(whole, request(query));
    expect(fromFragments).toEqual(fromWhole);
  });

  it("answers each query typed key by key as the whole index does, whatever earlier keys loaded", async () => {
    const { index } = openSplit();
    for (const query of ["l", "lo", "long", "long p", "long poll", "bucket polcy", "b", "long"]) {
      const { processingTimeMS: _a, ...fromFragments } = await index.search(request(query), { withText: false });
      const { processingTimeMS: _b, ...fromWhole } = searchLocalIndex(whole, request(query));
      expect(fromFragments.hits.map((hit) => hit.objectID)).toEqual(fromWhole.hits.map((hit) => hit.objectID));
      expect(fromFragments.nbHits).toBe(fromWhole.nbHits);
    }
  });

  it("reads a term fragment's words at once and its postings on first use, failing then on bad numbers", () => {
    const fragment = readTermFragment(
      [
        ["poll", [7, [1, 2]]],
        ["polling", [7, "3"]],
      ],
      "terms-po.json",
    );
    expect(fragment.terms).toEqual(["poll", "polling"]);
    expect(() => fragment.entries()).toThrow("The search index fragment terms-po.json has an unknown format");
    const valid = readTermFragment([["poll", [7, [1, 2], [1, 3]]]], "terms-po.json");
    expect(valid.entries()).toEqual([["poll", { 7: { 1: 1, 3: 3 } }]]);
    expect(valid.entries()).toBe(valid.entries());
    expect(() => readTermFragment([[1, [7, [1]]]], "terms-x.json")).toThrow("unknown format");
  });

  it("lists every record for a query without words after a search built its engine for some words", async () => {
    const { index } = openSplit();
    await index.search(request("bucket"));
    const { processingTimeMS: _a, ...fromFragments } = await index.search(request(""));
    const { processingTimeMS: _b, ...fromWhole } = searchLocalIndex(whole, request(""));
    expect(fromFragments.nbHits).toBe(fromWhole.nbHits);
    expect(fromFragments).toEqual(fromWhole);
  });

  it(
    "fetches only the fragments of the words typed " + "and of the pages on the requested page of hits, each once",
    async () => {
      const { files, index, requested } = openSplit(1_000_000);
      await index.search(request("bucket", { hitsPerPage: 1 }));
      expect(requested.filter((name) => name.startsWith("terms-"))).toEqual(["terms-b.json"]);
      expect(requested.filter((name) => name.startsWith("page-"))).toHaveLength(1);
      await index.search(request("bucket", { hitsPerPage: 1 }));
      await index.search(request("poll"));
      expect(new Set(requested).size).toBe(requested.length);
      expect(requested.length).toBeLessThan(files.fragments.length);
    },
  );

  it("answers first without the pages' text when asked, ranked the same, then with it", async () => {
    const { index, requested } = openSplit(1_000_000);
    const first = await index.search(request("poll"), { withText: false });
    expect(requested.filter((name) => name.startsWith("page-"))).toEqual([]);
    expect(first.textPending).toBe(true);
    const hit = first.hits.find((candidate) => candidate.type === "content");
    expect(hit).toMatchObject({ content: null, hierarchy: { lvl1: expect.any(String) } });
    const { processingTimeMS: _a, ...full } = await index.search(request("poll"));
    const { processingTimeMS: _b, ...whole } = searchLocalIndex(whole_(), request("poll"));
    expect(full).toEqual(whole);
    expect(first.hits.map((shown) => shown.objectID)).toEqual(full.hits.map((shown) => shown.objectID));
    expect(first.hits.map((shown) => shown.hierarchy)).toEqual(full.hits.map((shown) => shown.hierarchy));
  });

  it("stops a search that a newer one made useless, before its fragments load or before it is ranked", async () => {
    const { index, requested } = openSplit(1_000_000);
    await expect(index.search(request("bucket"), { superseded: () => true })).rejects.toThrow(SupersededSearch);
    expect(requested).toEqual([]);
    let asked = 0;
    const second = index.search(request("bucket"), { superseded: () => (asked += 1) > 1 });
    await expect(second).rejects.toThrow(SupersededSearch);
    expect([asked, requested]).toEqual([2, ["terms-b.json"]]);
    expect((await index.search(request("bucket"))).nbHits).toBeGreaterThan(0);
  });

  it("fails a search whose fragment does not load, and loads it on the next search", async () => {
    const files = fixtureIndexFiles(records);
    const fragments = new Map(files.fragments.map((fragment) => [fragment.name, fragment.json]));
    let failing = true;
    const index = openShardedIndex(files.base, async (name) => {
      if (failing) throw new Error(`Could not fetch ${name}`);
      return JSON.parse(fragments.get(name) ?? "null");
    });
    await expect(index.search(request("bucket"))).rejects.toThrow("Could not fetch terms-b.json");
    failing = false;
    expect((await index.search(request("bucket"))).hits[0]?.url).toBe("/docs/destinations/aws/aws-s3#bucket-policy");
  });
});
