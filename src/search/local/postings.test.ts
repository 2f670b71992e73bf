import { packEntry, unpackEntry } from "./postings";
import type { TermEntry } from "./shards";

describe("packed postings", () => {
  it("writes record numbers as gaps and frequencies only where one is not 1, and reads them back", () => {
    const entry: TermEntry = ["poll", { 0: { 1051: 2, 3: 1, 1043: 1 }, 7: { 12: 1, 40: 1 } }];
    expect(packEntry(entry)).toEqual(["poll", [0, [3, 1040, 8], [1, 1, 2]], [7, [12, 28]]]);
    expect(unpackEntry(JSON.parse(JSON.stringify(packEntry(entry))))).toEqual(entry);
  });

  it.each([[["poll", [0, [-1]]]], [["poll", [0, [1], "x"]]], [[3, [0, [1]]]], ["poll"]])("refuses %j", (packed) => {
    expect(() => unpackEntry(packed)).toThrow("not a packed term entry");
  });
});
