import { MAX_KEY_LENGTH, shardsForTerms, splitTermEntries, termKey, type TermEntry } from "./shards";

const entry = (term: string, weight = 1): TermEntry => [
  term,
  { 0: Object.fromEntries(Array.from({ length: weight }, (_, n) => [n, 1])) },
];

describe("termKey", () => {
  it.each([
    ["authentication", 1, "a"],
    ["authentication", 2, "au"],
    ["~authent", 2, "au"],
    ["s3", 3, "s3"],
    ["über", 2, "_b"],
    ["a", 3, "a"],
  ])("%s at depth %d is filed under %s", (term, depth, key) => {
    expect(termKey(term, depth)).toBe(key);
  });
});

describe("splitTermEntries", () => {
  it("files terms by first letter while each letter is small", () => {
    const shards = splitTermEntries([entry("alpha"), entry("beta"), entry("~bet"), entry("42")], 1_000);
    expect([...shards.keys()]).toEqual(["4", "a", "b"]);
    expect(shards.get("b")?.map(([term]) => term)).toEqual(["beta", "~bet"]);
  });

  it(
    "splits a heavy letter by the next letters, " + "keeping terms too short for the longer key under the shorter one",
    () => {
      const entries = [
        entry("s", 30),
        entry("sa", 30),
        entry("sat", 30),
        entry("satellite", 30),
        entry("send", 10),
        entry("session", 10),
        entry("t"),
      ];
      const shards = splitTermEntries(entries, 300);
      expect([...shards.keys()]).toEqual(["s", "sa", "sat", "se", "t"]);
      expect(shards.get("s")?.map(([term]) => term)).toEqual(["s"]);
      expect(shards.get("sa")?.map(([term]) => term)).toEqual(["sa"]);
      expect(shards.get("sat")?.map(([term]) => term)).toEqual(["sat", "satellite"]);
      expect([...shards.values()].flat()).toHaveLength(entries.length);
    },
  );

  it(`stops splitting at ${MAX_KEY_LENGTH} letters, however heavy`, () => {
    const shards = splitTermEntries([entry("message", 500), entry("messages", 500)], 10);
    expect([...shards.keys()]).toEqual(["mes"]);
  });
});

describe("shardsForTerms", () => {
  const keys = ["a", "s", "sa", "sat", "se", "t"];
  it("loads a word's own fragment and every shorter key that starts it", () => {
    expect(shardsForTerms(keys, [{ term: "satellite", prefix: false }])).toEqual(["s", "sa", "sat"]);
    expect(shardsForTerms(keys, [{ term: "send", prefix: false }])).toEqual(["s", "se"]);
    expect(
      shardsForTerms(keys, [
        { term: "alpha", prefix: false },
        { term: "~alpha", prefix: false },
      ]),
    ).toEqual(["a"]);
  });

  it("loads every fragment a typed prefix can reach", () => {
    expect(shardsForTerms(keys, [{ term: "s", prefix: true }])).toEqual(["s", "sa", "sat", "se"]);
    expect(shardsForTerms(keys, [{ term: "sa", prefix: true }])).toEqual(["s", "sa", "sat"]);
    expect(shardsForTerms(keys, [{ term: "sa", prefix: false }])).toEqual(["s", "sa"]);
  });

  it("needs nothing for no words, or words no fragment holds", () => {
    expect(shardsForTerms(keys, [])).toEqual([]);
    expect(shardsForTerms(keys, [{ term: "zebra", prefix: true }])).toEqual([]);
  });
});
