import { isSpecificSentence, readProse, siteVocabulary, wordsOf } from "./prose";

describe("readProse", () => {
  it("splits paragraphs, list items and table cells into sentences with their lines", () => {
    const body = [
      "First sentence here. Second one on the same line.",
      "Third starts on a new line and ends",
      "on the next. A URL like api.cloudloop.com or e.g. this stays in one sentence.",
      "",
      "- A list item is a paragraph too.",
      "",
      "| Field | Meaning |",
      "|---|---|",
      "| `token` | Your API token. |",
      "",
      "```text",
      "Code is not prose.",
      "```",
    ].join("\n");
    const blocks = readProse(body);
    expect(blocks.map((block) => [block.kind, block.line])).toEqual([
      ["paragraph", 1],
      ["paragraph", 5],
      ["cell", 7],
      ["cell", 7],
      ["cell", 9],
      ["cell", 9],
    ]);
    expect(blocks[0]?.sentences.map((sentence) => [sentence.line, sentence.text])).toEqual([
      [1, "First sentence here."],
      [1, "Second one on the same line."],
      [2, "Third starts on a new line and ends on the next."],
      [3, "A URL like api.cloudloop.com or e.g. this stays in one sentence."],
    ]);
    expect(blocks[4]?.text).toBe("`token`");
  });

  it("reads words without their punctuation, inline code as one word", () => {
    expect(wordsOf("Set `maxPollTime`, then (again) poll.")).toEqual([
      "set",
      "`maxPollTime`,",
      "then",
      "again",
      "poll",
    ]);
  });
});

describe("siteVocabulary", () => {
  const vocabulary = siteVocabulary({
    pages: [
      { frontmatter: { title: "Simple Storage Service (S3)", sidebar_label: "S3", keywords: ["bucket", "aws"] } },
      { frontmatter: { title: "Thing Group" } },
    ],
    categoryLabels: ["Destinations"],
    synonyms: [["MO", "mobile originated"]],
    contract: {
      paths: { "/Data/GetMessages": {} },
      components: { schemas: { LingoMO: { properties: { thingId: {}, imei: {}, status: { enum: ["SUCCESS"] } } } } },
    },
  });

  it("holds stems of titles, labels, keywords, categories, synonyms and contract names, minus function words", () => {
    for (const word of [
      "storage",
      "bucket",
      "thing",
      "groups",
      "destination",
      "originated",
      "mo",
      "lingomo",
      "thingid",
      "imei",
      "getmessages",
    ]) {
      expect([
        word,
        isSpecificSentence({ text: `A word ${word} here`, words: ["a", "word", word, "here"] }, vocabulary),
      ]).toEqual([word, true]);
    }
    expect(vocabulary.has("the")).toBe(false);
    // Enum values and the parts of a contract's names are common words, not the site's terms.
    expect(vocabulary.has("success")).toBe(false);
    expect(vocabulary.has("id")).toBe(false);
  });

  it("counts identifiers and numbers as specific, and everything else as generic", () => {
    const sentence = (text: string) => ({ text, words: wordsOf(text) });
    expect(isSpecificSentence(sentence("Use the `token` parameter."), vocabulary)).toBe(true);
    expect(isSpecificSentence(sentence("Set maxPollTime to a minute."), vocabulary)).toBe(true);
    expect(isSpecificSentence(sentence("Wait 30 seconds first."), vocabulary)).toBe(true);
    expect(isSpecificSentence(sentence("Call api.cloudloop.com directly."), vocabulary)).toBe(true);
    expect(isSpecificSentence(sentence("The SBD limit applies."), vocabulary)).toBe(true);
    expect(isSpecificSentence(sentence("This helps people work together better, e.g. in teams."), vocabulary)).toBe(
      false,
    );
  });
});
