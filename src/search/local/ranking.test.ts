import type { SearchResult } from "minisearch";
import { planQuery } from "../language";
import { compileSynonyms } from "../language";
import {
  attributeRank,
  fieldPath,
  inheritedProximity,
  inheritMatches,
  phraseSpread,
  proximityOf,
  rankOf,
  unitMatchesOf,
  wholeHeadingMatch,
  wholeKeywordMatch,
  withCorrections,
  type RecordShape,
} from "./ranking";
import { keepDistinct } from "./search";
import type { SearchRecord } from "../types";

const result = (match: Record<string, string[]>): SearchResult => ({
  id: 0,
  score: 1,
  terms: Object.keys(match),
  queryTerms: Object.keys(match),
  match,
});

describe("ranking rules", () => {
  it("orders attributes: the title, a record's own heading, keywords, lead, inherited headings, text", () => {
    const ranks = [
      attributeRank("lvl1", "lvl1"),
      attributeRank("lvl2", "lvl2"),
      attributeRank("keywords", "lvl1"),
      attributeRank("lead", "lvl1"),
      attributeRank("lvl1", "content"),
      attributeRank("content", "content"),
    ];
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
  });

  it("counts words near each other: in a heading, in a paragraph, a heading above the text, further up", () => {
    const shape: RecordShape = { type: "content", levels: [2, 3], headingWords: 0 };
    const path = fieldPath(shape);
    expect(proximityOf([new Set(["lvl3"]), new Set(["lvl3"])], path)).toBe(1);
    expect(proximityOf([new Set(["content"]), new Set(["content"])], path)).toBe(2);
    expect(proximityOf([new Set(["lvl3"]), new Set(["content"])], path)).toBe(2);
    expect(proximityOf([new Set(["lead"]), new Set(["content"])], path)).toBe(4);
    expect(
      proximityOf([new Set(["lvl0"]), null, new Set(["content"])], fieldPath({ ...shape, levels: [2, 3, 4, 5, 6] })),
    ).toBe(8);
  });

  it("ranks a snake_case name written whole above its words apart, and costs nothing for other units", () => {
    const [name] = planQuery("DELIVERY_SENT", []);
    expect(name).toEqual({
      words: ["delivery", "sent"],
      alternatives: [["delivery_sent"], ["delivery", "sent"]],
      last: true,
    });
    const path = fieldPath({ type: "content", levels: [2], headingWords: 0 });
    const unit = name as NonNullable<typeof name>;
    expect(
      phraseSpread(unit, result({ delivery_sent: ["content"], delivery: ["content"], sent: ["content"] }), path),
    ).toBe(0);
    expect(phraseSpread(unit, result({ delivery: ["lvl2"], sent: ["lvl2"] }), path)).toBe(1);
    expect(phraseSpread(unit, result({ delivery: ["lvl2"], sent: ["content"] }), path)).toBe(2);
    const [word] = planQuery("delivery", []);
    expect(phraseSpread(word as NonNullable<typeof word>, result({ delivery: ["content"] }), path)).toBe(0);
    const record = (url: string) =>
      ({
        type: "content",
        url,
        url_without_anchor: "/a",
        hierarchy: { lvl0: "A", lvl1: "A", lvl2: "S" },
        weight: { level: 0, position: 0 },
      }) as unknown as SearchRecord;
    const whole = rankOf(
      result({ delivery_sent: ["content"], delivery: ["content"], sent: ["content"] }),
      record("/a#x"),
      [unit],
    );
    const apart = rankOf(result({ delivery: ["content"], sent: ["content"] }), record("/a#y"), [unit]);
    expect(whole[2]).toBeLessThan(apart[2] as number);
  });

  it("knows a heading that is the query, as typed or by its stems", () => {
    const heading: RecordShape = { type: "lvl1", levels: [], headingWords: 1 };
    const units = planQuery("what is a thing", []);
    expect(wholeHeadingMatch(heading, units, result({ thing: ["lvl1"] }))).toBe(2);
    expect(wholeHeadingMatch(heading, units, result({ "~thing": ["lvl1"], things: ["lvl1"] }))).toBe(1);
    expect(wholeHeadingMatch({ ...heading, headingWords: 2 }, units, result({ thing: ["lvl1"] }))).toBe(0);
  });

  it("knows a heading that is the query through a synonym's words, never one with other words besides", () => {
    const synonyms = compileSynonyms([["MO", "mobile originated"]]);
    const heading: RecordShape = { type: "lvl2", levels: [2], headingWords: 3 };
    const matched = result({ mobile: ["lvl2"], originated: ["lvl2"], messages: ["lvl2"], "~messag": ["lvl2"] });
    expect(wholeHeadingMatch(heading, planQuery("MO message", synonyms), matched)).toBe(1);
    expect(wholeHeadingMatch({ ...heading, headingWords: 4 }, planQuery("MO message", synonyms), matched)).toBe(0);
    expect(wholeHeadingMatch(heading, planQuery("MO message", []), matched)).toBe(0);
  });

  it(
    "knows a page keyword that is the query, by stems or through a synonym, " +
      "and no keyword that is only part of it",
    () => {
      const synonyms = compileSynonyms([["MO", "mobile originated"]]);
      const keywords = ["lingomo", "mo message format", "json"];
      expect(wholeKeywordMatch(keywords, planQuery("MO message formats", synonyms))).toBe(1);
      expect(wholeKeywordMatch(keywords, planQuery("what is the mobile originated message format", synonyms))).toBe(1);
      expect(wholeKeywordMatch(keywords, planQuery("message format", synonyms))).toBe(0);
      expect(wholeKeywordMatch(keywords, planQuery("json message", synonyms))).toBe(0);
      expect(wholeKeywordMatch([], planQuery("json", synonyms))).toBe(0);
    },
  );

  it("passes the page's title, keywords and lead matches down to its other records", () => {
    const units = planQuery("imei device", []);
    const own = unitMatchesOf(result({ imei: ["content"] }), units);
    const page = unitMatchesOf(result({ device: ["lead"], imei: ["content"] }), units);
    expect(inheritMatches(own, page).kinds).toEqual(["exact", "exact"]);
    expect([...(inheritMatches(own, page).fields[1] ?? [])]).toEqual(["lead"]);
    expect(inheritMatches(own, unitMatchesOf(result({ device: ["content"] }), units)).kinds).toEqual(["exact", "none"]);
  });

  it("counts each word beyond the first that a record has only through its page one step further", () => {
    const units = planQuery("mqtt mtls certificate", []);
    const path = fieldPath({ type: "content", levels: [2], headingWords: 0 });
    const page = unitMatchesOf(result({ mqtt: ["lvl1"], mtls: ["keywords"], certificate: ["lead"] }), units);
    const holding = unitMatchesOf(result({ mqtt: ["lvl1"], mtls: ["content"], certificate: ["content"] }), units);
    const sitting = unitMatchesOf(result({ mqtt: ["lvl1"] }), units);
    const near = (own: typeof page) => inheritedProximity(own, inheritMatches(own, page), path);
    expect(near(holding)).toBe(proximityOf(inheritMatches(holding, page).fields, path));
    expect(near(sitting)).toBe(proximityOf(inheritMatches(sitting, page).fields, path) + 1);
    expect(near(sitting)).toBeGreaterThan(near(holding));
    const oneFromPage = unitMatchesOf(result({ mqtt: ["lvl1"], mtls: ["content"] }), units);
    expect(near(oneFromPage)).toBe(proximityOf(inheritMatches(oneFromPage, page).fields, path));
  });

  it("ranks a section on the page whose keywords name the word above sections elsewhere that mention it", () => {
    const units = planQuery("GetThingGroups", []);
    const section = (page: string): SearchRecord => ({
      objectID: `${page}-list`,
      hierarchy: { lvl0: "API", lvl1: "Page", lvl2: "List", lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      hierarchy_radio: {},
      content: "Call GetThingGroups.",
      type: "content",
      url: `${page}#list`,
      url_without_anchor: page,
      anchor: "list",
      language: "en",
      docusaurus_tag: "",
      weight: { pageRank: 0, level: 0, position: 1 },
    });
    const mention = result({ getthinggroups: ["content"] });
    const namedByPage = unitMatchesOf(result({ getthinggroups: ["keywords"] }), units);
    const onPage = rankOf(mention, section("/management"), units, undefined, namedByPage);
    const elsewhere = rankOf(mention, section("/postman"), units, undefined, null);
    expect(onPage.slice(0, 4)).toEqual(elsewhere.slice(0, 4));
    expect(onPage[4]).toBeLessThan(elsewhere[4] as number);
  });

  it("adds each word's typo corrections to its unit", () => {
    const [unit] = withCorrections(planQuery("emial", []), (letter) => (letter === "e" ? ["email", "emit"] : []));
    expect(unit?.corrections).toEqual({ emial: ["email"] });
    expect(unitMatchesOf(result({ email: ["content"] }), unit ? [unit] : []).kinds).toEqual(["typo"]);
  });

  it("keeps one hit per section, a page's third and later after the other pages' first two", () => {
    const hit = (url: string) => ({ stored: { url, url_without_anchor: url.split("#")[0] as string } });
    const kept = keepDistinct(["/a", "/a#x", "/a#x", "/a#y", "/b#z"].map(hit), 2);
    expect(kept.map((entry) => entry.stored.url)).toEqual(["/a", "/a#x", "/b#z", "/a#y"]);
  });
});
