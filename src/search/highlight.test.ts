import { highlight, snippet, toQueryTerms, type MatchContext } from "./highlight";

const tags = { preTag: "<mark>", postTag: "</mark>" };
const ctx = (query: string, matched: string[]): MatchContext => ({
  queryTerms: toQueryTerms(query.split(" ")),
  matchedTerms: new Set(matched),
  prefixLast: true,
});

describe("highlight", () => {
  it("marks whole words, and only the typed part of a prefix match", () => {
    expect(highlight("Long polling works", ctx("long poll", ["long", "polling"]), tags)).toEqual({
      value: "<mark>Long</mark> <mark>poll</mark>ing works",
      matchLevel: "full",
      matchedWords: ["long", "poll"],
      fullyHighlighted: false,
    });
  });

  it("marks the matched part of a camelCase word and attributes typos to the closest word", () => {
    expect(highlight("Send maxPollTime", ctx("poll", ["poll"]), tags).value).toBe("Send max<mark>Poll</mark>Time");
    const typo = highlight("Authentication", ctx("authentcation", ["authentication"]), tags);
    expect(typo).toMatchObject({ value: "<mark>Authentication</mark>", matchLevel: "full", fullyHighlighted: true });
  });

  it("reports partial and missing matches", () => {
    expect(highlight("Long wait", ctx("long poll", ["long", "poll"]), tags).matchLevel).toBe("partial");
    expect(highlight("Nothing here", ctx("poll", ["poll"]), tags)).toMatchObject({
      matchLevel: "none",
      matchedWords: [],
    });
  });

  it("escapes the text around and inside the marks", () => {
    expect(highlight("<b>&poll</b>", ctx("poll", ["poll"]), { preTag: "[", postTag: "]" }).value).toBe(
      "&lt;b&gt;&amp;[poll]&lt;/b&gt;",
    );
  });
});

describe("snippet", () => {
  const text = "one two three four five six seven eight nine target ten eleven twelve thirteen fourteen fifteen";

  it("keeps the window with the match, a little context before it, and ellipses where cut", () => {
    expect(snippet(text, ctx("target", ["target"]), tags, 5, "…").value).toBe(
      "…nine <mark>target</mark> ten eleven twelve…",
    );
    expect(snippet(text, ctx("target", ["target"]), tags, 10, "…").value).toBe(
      "…seven eight nine <mark>target</mark> ten eleven twelve thirteen fourteen fifteen",
    );
  });

  it("prefers the window holding the most matches", () => {
    const value = snippet(
      "alpha x x x x x x x beta gamma beta x x",
      ctx("beta gamma", ["beta", "gamma"]),
      tags,
      4,
      "…",
    ).value;
    expect(value).toBe("…x <mark>beta</mark> <mark>gamma</mark> <mark>beta</mark>…");
  });

  it("starts at the beginning without a match and keeps short texts whole", () => {
    expect(snippet(text, ctx("absent", ["absent"]), tags, 3, "…")).toEqual({
      value: "one two three…",
      matchLevel: "none",
    });
    expect(snippet("short text.", ctx("text", ["text"]), tags, 10, "…").value).toBe("short <mark>text</mark>.");
  });
});
