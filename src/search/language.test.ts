import { compileSynonyms, planQuery, stemTerm, STOP_WORDS, toIndexTerms } from "./language";

const synonyms = compileSynonyms([
  ["MO", "mobile originated"],
  ["CDM", "Ceefax", "device manager"],
]);

describe("search language", () => {
  it("stems English words to one form and leaves abbreviations alone", () => {
    expect(stemTerm("authenticate")).toBe(stemTerm("authentication"));
    expect(new Set(["poll", "polling", "polled", "polls"].map(stemTerm)).size).toBe(1);
    expect(stemTerm("destinations")).toBe(stemTerm("destination"));
    for (const abbreviation of ["mo", "mt", "ies", "sbd", "p6"]) expect(stemTerm(abbreviation)).toBe(abbreviation);
  });

  it("stems irregular verb forms to their verb's stem", () => {
    expect(stemTerm("kept")).toBe(stemTerm("keep"));
    expect(stemTerm("sent")).toBe(stemTerm("sending"));
    expect(stemTerm("written")).toBe(stemTerm("writes"));
    expect(toIndexTerms("kept")).toEqual(["kept", "~keep"]);
  });

  it("indexes a word as written and as its stem", () => {
    expect(toIndexTerms("Polling")).toEqual(["polling", "~poll"]);
    expect(toIndexTerms("poll")).toEqual(["poll"]);
    expect(toIndexTerms("MO")).toEqual(["mo"]);
    expect(toIndexTerms("")).toEqual([]);
  });

  it("drops stop words from a query that has other words, and keeps a query made only of them", () => {
    expect(planQuery("how to authenticate", []).map((unit) => unit.words)).toEqual([["authenticate"]]);
    expect(planQuery("how to", []).map((unit) => unit.words)).toEqual([["how"], ["to"]]);
    expect(STOP_WORDS.has("authenticate")).toBe(false);
  });

  it("drops the rest of English's function words and a question's verbs around the thing asked about", () => {
    const words = (query: string) => planQuery(query, []).flatMap((unit) => unit.words);
    expect(words("list all my things through the api")).toEqual(["list", "things", "api"]);
    expect(words("what does the health status mean")).toEqual(["health", "status"]);
    expect(words("what does a pulse tell me")).toEqual(["pulse"]);
    expect(words("uplink vs downlink")).toEqual(["uplink", "downlink"]);
  });

  it("finds synonym phrases in either direction, longest first, marking the unit typed last", () => {
    expect(planQuery("mo fields", synonyms)).toEqual([
      { words: ["mo"], alternatives: [["mo"], ["mobile", "originated"]], last: false },
      { words: ["fields"], alternatives: [["fields"]], last: true },
    ]);
    expect(planQuery("the Device Manager", synonyms)).toEqual([
      { words: ["device", "manager"], alternatives: [["device", "manager"], ["cdm"], ["ceefax"]], last: true },
    ]);
    expect(planQuery("device", synonyms)).toEqual([{ words: ["device"], alternatives: [["device"]], last: true }]);
  });
});
