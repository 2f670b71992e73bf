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

  it("keeps bold labels between asterisks and splits sentences that start with one", () => {
    const [block] = readProse("Open **All Messages**. **Save** keeps it.");
    expect(block?.sentences.map((sentence) => sentence.text)).toEqual(["Open **All Messages**.", "**Save** keeps it."]);
    expect(block?.sentences[1]?.words).toEqual(["save", "keeps", "it"]);
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
  /** Stands in for the spoken-English frequency list: the everyday words these tests use. */
  const commonWords = [
    "the",
    "word",
    "here",
    "group",
    "thing",
    "status",
    "success",
    "simple",
    "service",
    "time",
    "real",
  ];
  const vocabulary = siteVocabulary({
    pages: [
      { frontmatter: { title: "Simple Storage Service (S3)", sidebar_label: "S3", keywords: ["bucket", "aws"] } },
      { frontmatter: { title: "Thing Group", keywords: ["real time"] } },
    ],
    categoryLabels: ["Destinations"],
    contract: {
      paths: { "/Data/GetMessages": { post: { operationId: "listMessages" } } },
      components: {
        schemas: { LingoMO: { properties: { thingId: {}, imei: {}, time: {}, status: { enum: ["SUCCESS"] } } } },
      },
    },
    commonWords,
  });
  const sentence = (text: string) => ({ text, words: wordsOf(text) });

  it("holds the stems of glossary and contract words that are not everyday English", () => {
    for (const word of ["storage", "bucket", "aws", "destinations", "lingomo", "thingid", "imei", "getmessages"]) {
      expect([word, isSpecificSentence(sentence(`A word ${word} here`), vocabulary)]).toEqual([word, true]);
    }
    expect([...vocabulary.words]).toContain("listmessag");
  });

  it("leaves out everyday words, wherever the site uses them", () => {
    // "thing", "group", "time" and "status" are titles, keywords and field names here, and everyday English too.
    for (const word of ["thing", "groups", "time", "status", "success", "simple", "real", "the"]) {
      expect([word, vocabulary.words.has(word)]).toEqual([word, false]);
      expect([word, isSpecificSentence(sentence(`A word ${word} here`), vocabulary)]).toEqual([word, false]);
    }
  });

  it("holds the capitalised names of two or more words, matched as written", () => {
    expect(vocabulary.names).toEqual(["Simple Storage Service", "Thing Group"]);
    expect(isSpecificSentence(sentence("Attach it to a Thing Group first."), vocabulary)).toBe(true);
    expect(isSpecificSentence(sentence("Keep each thing in a group of its own."), vocabulary)).toBe(false);
    expect(isSpecificSentence(sentence("Your Things keep their history in one place."), vocabulary)).toBe(false);
  });

  it("counts identifiers, numbers, rates, code and bold labels as specific, and everything else as generic", () => {
    expect(isSpecificSentence(sentence("Use the `token` parameter."), vocabulary)).toBe(true);
    expect(isSpecificSentence(sentence("Set maxPollTime to a minute."), vocabulary)).toBe(true);
    expect(isSpecificSentence(sentence("Wait 30 seconds first."), vocabulary)).toBe(true);
    expect(isSpecificSentence(sentence("Wait twelve hours first."), vocabulary)).toBe(true);
    expect(isSpecificSentence(sentence("It is charged per message sent."), vocabulary)).toBe(true);
    expect(isSpecificSentence(sentence("Call api.cloudloop.com directly."), vocabulary)).toBe(true);
    expect(isSpecificSentence(sentence("The SBD limit applies."), vocabulary)).toBe(true);
    expect(isSpecificSentence(sentence("Open the screen and choose **Add**."), vocabulary)).toBe(true);
    expect(isSpecificSentence(sentence("This helps people work together better, e.g. in teams."), vocabulary)).toBe(
      false,
    );
    expect(isSpecificSentence(sentence("Someone wrote it in one place, at one time."), vocabulary)).toBe(false);
  });
});
