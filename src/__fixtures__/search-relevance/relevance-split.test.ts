import { halfOf, hashText, splitHalves, SPLIT_SEED } from "./relevance-split";
import { READER_QUERIES } from "./reader-queries";

describe("the tuning / held-out split", () => {
  it("hashes text the same way every time (FNV-1a)", () => {
    expect(hashText("")).toBe(0x811c9dc5);
    expect(hashText("a")).toBe(0xe40c292c);
  });

  it("puts each query in one half by its own seeded hash, so adding a query moves no other", () => {
    const { tuning, heldOut } = splitHalves(READER_QUERIES);
    expect(tuning.length + heldOut.length).toBe(READER_QUERIES.length);
    const more = splitHalves([
      ...READER_QUERIES,
      { query: "a new question", page: "/docs/data", kind: "question" as const },
    ]);
    expect(more.tuning.slice(0, tuning.length)).toEqual(tuning);
    expect(more.heldOut.slice(0, heldOut.length)).toEqual(heldOut);
    expect(halfOf("MO message format", SPLIT_SEED)).toBe("held-out");
    expect(halfOf("how do I get a token", SPLIT_SEED)).toBe("tuning");
    expect(new Set(READER_QUERIES.map((entry) => halfOf(entry.query, "another seed")))).toEqual(
      new Set(["tuning", "held-out"]),
    );
  });
});
