import path from "path";
import { parseSynonyms, readSynonyms } from "./synonyms";

describe("synonym table", () => {
  it("reads the editors' file: groups of two or more terms, the domain's abbreviations among them", () => {
    const groups = readSynonyms(path.join(__dirname, "..", "..", ".."));
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) expect(group.length).toBeGreaterThanOrEqual(2);
    expect(groups).toContainEqual(expect.arrayContaining(["MO", "mobile originated", "uplink"]));
    expect(groups).toContainEqual(expect.arrayContaining(["MT", "mobile terminated", "downlink"]));
    expect(groups).toContainEqual(["IES", "Iridium Edge Solar"]);
    expect(groups).toContainEqual(["mTLS", "mutual TLS"]);
    expect(groups).toContainEqual(["regenerate", "rotate"]);
    expect(groups).toContainEqual(["web app", "user interface", "UI"]);
  });

  it("fails loudly, naming the file and the group", () => {
    expect(() => parseSynonyms("{", "syn.json")).toThrow(/^syn\.json: not valid JSON/);
    expect(() => parseSynonyms("[]", "syn.json")).toThrow('syn.json: expected an object with a "groups" list');
    expect(() => parseSynonyms('{"groups":[["MO"]]}', "syn.json")).toThrow(
      "syn.json: group 1 must list at least two terms",
    );
    expect(() => parseSynonyms('{"groups":[["MO","mobile originated"],["MT",3]]}', "syn.json")).toThrow(
      "syn.json: group 2 has a term",
    );
    expect(() => parseSynonyms('{"groups":[["MO","mo"]]}', "syn.json")).toThrow("syn.json: group 1 repeats a term");
  });
});
