import { collectSuggestions, groupByCategory, groupByPage, offerSuggestions, parseHighlight, toHitView } from "./hits";
import type { SearchHit } from "./types";

const hierarchy = {
  lvl0: "API",
  lvl1: "Get Messages - Long Poll",
  lvl2: "How the loop works",
  lvl3: "Timeouts",
  lvl4: null,
  lvl5: null,
  lvl6: null,
};

describe("parseHighlight", () => {
  it("splits marks from text and unescapes entities", () => {
    expect(parseHighlight("a &lt;b&gt; <mark>poll</mark>ing")).toEqual([
      { value: "a <b> ", highlighted: false },
      { value: "poll", highlighted: true },
      { value: "ing", highlighted: false },
    ]);
    expect(parseHighlight("<mark>open")).toEqual([{ value: "open", highlighted: true }]);
    expect(parseHighlight("stray</mark> end")).toEqual([{ value: "stray end", highlighted: false }]);
  });
});

describe("toHitView", () => {
  it("shows a text hit's snippet with the headings above it", () => {
    const view = toHitView({
      objectID: "1",
      type: "content",
      url: "/docs/x#timeouts",
      hierarchy,
      content: "The longest time",
      _snippetResult: { content: { value: "…the <mark>longest</mark> time", matchLevel: "full" } },
      _highlightResult: {
        hierarchy: { lvl2: { value: "How the <mark>loop</mark> works", matchLevel: "full", matchedWords: ["loop"] } },
      },
    });
    expect(view).toEqual({
      objectID: "1",
      url: "/docs/x#timeouts",
      lvl0: "API",
      title: "…the <mark>longest</mark> time",
      path: ["Get Messages - Long Poll", "How the <mark>loop</mark> works", "Timeouts"],
    });
  });

  it("shows a heading hit with its parents, a page hit alone, and escapes raw values", () => {
    expect(toHitView({ objectID: "2", type: "lvl3", url: "/docs/x#timeouts", hierarchy }).path).toEqual([
      "Get Messages - Long Poll",
      "How the loop works",
    ]);
    expect(
      toHitView({ objectID: "3", type: "lvl1", url: "/docs/x", hierarchy: { ...hierarchy, lvl1: "A <b> page" } }),
    ).toMatchObject({ title: "A &lt;b&gt; page", path: [] });
  });

  it("says a text hit's text is still to come when its content is null, and only then", () => {
    const pending = toHitView({ objectID: "4", type: "content", url: "/docs/x#timeouts", hierarchy, content: null });
    expect(pending).toMatchObject({ title: "", textPending: true });
    expect(pending.path).toHaveLength(3);
    expect(
      toHitView({ objectID: "5", type: "lvl3", url: "/docs/x#timeouts", hierarchy, content: null }),
    ).not.toHaveProperty("textPending");
  });
});

describe("grouping", () => {
  const hits: SearchHit[] = [
    { objectID: "1", type: "lvl1", url: "/docs/a", hierarchy: { ...hierarchy, lvl0: "API", lvl1: "A" } },
    { objectID: "2", type: "lvl1", url: "/docs/b", hierarchy: { ...hierarchy, lvl0: "Concepts", lvl1: "B" } },
    { objectID: "3", type: "lvl2", url: "/docs/a#x", hierarchy: { ...hierarchy, lvl0: "API", lvl1: "A" } },
  ];

  it("groups by category in order of first appearance", () => {
    const groups = groupByCategory(hits.map(toHitView));
    expect(groups.map((group) => [group.title, group.items.map((item) => item.objectID)])).toEqual([
      ["API", ["1", "3"]],
      ["Concepts", ["2"]],
    ]);
  });

  it("groups by page for the results page", () => {
    expect(groupByPage(hits).map((group) => [group.url, group.title, group.hits.length])).toEqual([
      ["/docs/a", "A", 2],
      ["/docs/b", "B", 1],
    ]);
  });

  it("suggests unique page titles", () => {
    expect(collectSuggestions(hits, 3)).toEqual(["A", "B"]);
    expect(collectSuggestions(hits, 1)).toEqual(["A"]);
  });

  it("offers the remembered titles, else the configured queries, but not the query itself", () => {
    expect(offerSuggestions(["Long Poll", "Tokens"], ["s3"], " long POLL ")).toEqual(["Tokens"]);
    expect(offerSuggestions([], ["s3", "mqtt"], "S3")).toEqual(["mqtt"]);
  });
});
