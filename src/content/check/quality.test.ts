import fs from "fs";
import matter from "gray-matter";
import path from "path";
import { extractContent } from "../compile/extract";
import { resolveContentDirs } from "../load/paths";
import { loadSiteVocabulary, readProse } from "./prose";
import { checkPageQuality, linkedRoutes } from "./quality";

const ROOT = path.join(__dirname, "..", "..", "..");
/** The real site's vocabulary, as `npm run check:content` derives it. */
const vocabulary = loadSiteVocabulary(resolveContentDirs({}, ROOT), ROOT);
const description = "How the platform relays a device's messages to the systems that use them.";
const page = (body: string, pageDescription: string | undefined = description) => ({
  file: "content/docs/a.mdx",
  route: "/docs/a",
  frontmatter: { title: "A", description: pageDescription },
  body,
  extracted: extractContent(body),
  prose: readProse(body),
});
const check = (body: string, pageDescription?: string) => checkPageQuality(page(body, pageDescription), { vocabulary });

/** A page as an editor writes one: varied sentences about the site's subjects, identifiers and figures, two links. */
const GOOD =
  "An HTTP Webhook Destination delivers each message your devices send to a URL of your own server. " +
  `Use it when your
application already runs a web service and you want every report the moment Cloudloop Data receives it, without polling
the API.

## What arrives

Cloudloop Data sends one \`POST\` request per message, with the decoded Lingo JSON as its body and the header
\`Content-Type: application/json\`. The body names the Thing that sent the message, the time the satellite network
received it and the payload in Base64. Your server answers with any status from 200 to 299 to accept the delivery.

## Set it up

Open the Destinations screen and choose Add. Give the Destination a name your team will recognise, pick the type HTTP
Webhook and paste the URL of your endpoint, which must start with https. Attach the new Destination to the Thing Groups
whose messages it should receive; a Thing in two groups reaches both of their Destinations.

## When your server is down

A request that times out after 30 seconds, or an answer outside the 2xx range, counts as a failed delivery. Cloudloop
Data records a Pulse for every attempt and tries again with growing pauses for up to 24 hours, so a short outage loses
nothing. After that the message stays in All Messages, where you can send it once more by hand. The health status of
the Destination turns red while deliveries fail and green again after the first success.

## Keep it secure

Check the shared secret in the \`X-Signature\` header before you trust a body, and reject requests without it. Keep the
secret out of source control and rotate it from the Destination's settings whenever someone leaves your team.

See [b](/docs/b) for the message fields and [c](/docs/c#x) for the retry schedule, or [out](https://example.com).`;

describe("checkPageQuality", () => {
  const good = GOOD;

  it("accepts a complete page", () => {
    expect(check(good)).toEqual([]);
  });

  it("names each broken rule", () => {
    const bad =
      "The Thing sends its position to the platform every hour. TODO\n\n## Empty\n\n## Full\n\n" +
      "Text with [one link](/docs/b) and [an anchor](#here).";
    expect(check(bad, "").map((error) => error.message)).toEqual([
      'frontmatter "description" is missing',
      'section "Empty" is empty',
      'placeholder text "TODO"',
      "20 words of prose, fewer than 250",
      "links to 1 other pages, fewer than 2",
    ]);
  });

  it("finds lorem ipsum and coming soon in any case", () => {
    expect(check(`${good}\n\nLorem Ipsum dolor.`).map((error) => error.message)).toEqual([
      'placeholder text "Lorem Ipsum"',
    ]);
    expect(check(`${good}\n\nComing soon.`)).toHaveLength(1);
  });

  it("asks for capitalised table headers, leaving code cells, body rows and fenced examples alone", () => {
    const tables = [
      "| field | `token` | Meaning |",
      "|---|---|---|",
      "| lower body | `x` | y |",
      "",
      "```md",
      "| code | sample |",
      "|---|---|",
      "```",
    ].join("\n");
    expect(check(`${good}\n\n${tables}`).map((error) => error.message)).toEqual([
      `line ${good.split("\n").length + 2}: table header "field" starts in lower case; write "Field"`,
    ]);
  });
});

describe("checkPageQuality against filler", () => {
  const good = GOOD;
  const messages = (body: string, pageDescription?: string) =>
    check(body, pageDescription).map((error) => error.message);
  const links = "See [b](/docs/b) and [c](/docs/c#x) for the details.";
  /** The old rules (words, different words, links): a filler below passes them all. */
  const oldRules =
    /^(\d+ words of prose|words are mostly repeats|links to \d+ other pages|section |placeholder|frontmatter)/;

  /** The check's messages for a page file of the repository (a path from its root), served at `route`. */
  const checkFile = (file: string, route: string): string[] => {
    const { data, content } = matter(fs.readFileSync(path.join(ROOT, file), "utf8"));
    const page = { file, route, frontmatter: data, body: content, extracted: extractContent(content) };
    return checkPageQuality({ ...page, prose: readProse(content) }, { vocabulary }).map((error) => error.message);
  };

  it("fails the filler page for each of its faults", () => {
    const errors = checkFile("src/__fixtures__/content-trees/filler-page.mdx", "/docs/filler");
    expect(errors).toEqual([
      'frontmatter "description" "." is not a sentence: write at least 8 words and 50 characters',
      'section "Details" is empty',
      'placeholder text "lorem-ipsum"',
      "words are mostly repeats: 3 different words in 251, fewer than 64",
      expect.stringMatching(
        new RegExp(
          "^sentences are mostly generic: 1 of 1 \\(100%, more than 50%\\) " +
            'carry no number, code, identifier, bold label or term of the site, such as line 2 "lorem-ipsum',
        ),
      ),
      expect.stringMatching(/^line 2: words are not sentences: 0% of the prose's 250 words/),
      "links to 0 other pages, fewer than 2",
    ]);
  });

  it("fails a page of plausible filler: six sections of sentences that name nothing, and two links", () => {
    const errors = checkFile("src/__fixtures__/content-trees/plausible-filler.mdx", "/docs/filler");
    expect(errors.filter((message) => oldRules.test(message))).toEqual([]);
    expect(errors).toEqual([expect.stringMatching(/^sentences are mostly generic: /)]);
  });

  it("passes a real page of the site, read from content/docs", () => {
    expect(checkFile("content/docs/concepts/thing.mdx", "/docs/concepts/thing")).toEqual([]);
  });

  it("counts near-duplicate sentences as repeats: one word swapped, a clause moved", () => {
    const near = [
      "Cloudloop Data keeps every message your device sends for the whole life of the account.",
      "Cloudloop Data keeps every message your modem sends for the whole life of the account.",
      "For the whole life of the account, Cloudloop Data keeps every message your device sends.",
    ];
    const errors = messages(`${good}\n\n${near.join(" ")}`);
    expect(errors).toEqual([
      expect.stringMatching(/^sentences repeat: line \d+ repeats line \d+, line \d+ repeats line /),
    ]);
    // Sentences that share a phrase but say different things are not repeats.
    const distinct = [
      "Cloudloop Data keeps every message your device sends for the whole life of the account.",
      "Every message your device sends is billed by the number of 50-byte credits it takes.",
      "Delete the account and the messages of its devices go with it after 30 days.",
    ];
    expect(messages(`${good}\n\n${distinct.join(" ")}`)).toEqual([]);
  });

  /** A specific paragraph of about 70 different words: alone it is good prose, four times it is filler. */
  const PARAGRAPH =
    "Cloudloop Data delivers every message from your Thing to each Destination attached to its Thing Group, " +
    "and records a\n" +
    "Pulse for that attempt. Open the Destinations screen to see their health status, pick one failed delivery " +
    `in All Messages
and send it again by hand. Your server answers a webhook with status 200 when it accepts the body; anything else counts
as a failure, which retries later with growing pauses over one whole day. Tags such as the IMEI fill placeholders inside
URLs, topics or object keys.`;

  it("fails a page that repeats one paragraph, which passes the word and link rules", () => {
    const body = [PARAGRAPH, "## Again", PARAGRAPH, "## And again", PARAGRAPH, "## Once more", PARAGRAPH, links].join(
      "\n\n",
    );
    const errors = messages(body);
    expect(errors.filter((message) => oldRules.test(message))).toEqual([]);
    expect(errors).toEqual([
      "paragraphs repeat: line 9 repeats line 1, line 17 repeats line 1, line 25 repeats line 1 " +
        '(3 of 5 paragraphs, 60%, more than 10%): "Cloudloop Data delivers every message from your Thing to …"',
      expect.stringMatching(
        new RegExp(
          "^sentences repeat: line 9 repeats line 1, line 10 repeats line 2, line 11 repeats line 3, " +
            "line 12 repeats line 4 … \\(12 of 17 sentences, 71%, more than 10%\\)",
        ),
      ),
    ]);
    // The same paragraph once, with the rest of a real page, passes.
    expect(messages(`${PARAGRAPH}\n\n${good}`)).toEqual([]);
  });

  /** Sentences that could sit on any website: no term of this site, no identifier, no number. */
  const GENERIC = [
    "This simple approach helps people work together better in many different situations.",
    "Our careful method lets everyone reach their goals faster and with less worry.",
    "A good plan makes the whole process smoother for the entire organisation.",
    "Teams that stay focused on what matters usually achieve great results over the years.",
    "You should always think about the bigger picture before making any important decision.",
    "Success comes from patience, practice and a clear understanding of your own priorities.",
    "Many experts agree that small improvements add up to real progress eventually.",
    "Whatever challenge appears next, a calm mind will find the right answer.",
  ];
  /** Deterministic shuffle, so a failure names the same lines every run. */
  const shuffled = <T>(items: readonly T[], seed: number): T[] =>
    items
      .map((item, index) => ({ item, key: Math.sin(seed * 997 + index * 131) }))
      .sort((a, b) => a.key - b.key)
      .map(({ item }) => item);

  it("fails eight generic sentences shuffled into four paragraphs, which pass the word and link rules", () => {
    const body = [0, 1, 2, 3].map((seed) => shuffled(GENERIC, seed + 1).join(" ")).join("\n\n## Part\n\n");
    const errors = messages(`${body}\n\n${links}`);
    expect(errors.filter((message) => oldRules.test(message))).toEqual([]);
    expect(errors).toEqual([
      expect.stringMatching(
        /^paragraphs repeat: line 5 repeats line 1, line 9 repeats line 1, line 13 repeats line 1 /,
      ),
      expect.stringMatching(/^sentences repeat: .* \(24 of 33 sentences, 73%, more than 10%\)/),
      expect.stringMatching(/^sentences are mostly generic: 33 of 33 \(100%, more than 50%\)/),
    ]);
  });

  it("fails generic sentences that never repeat: phrases shuffled into new sentences", () => {
    const subjects = [
      "This modern approach",
      "Our careful method",
      "A thoughtful plan",
      "Every strong team",
      "The right attitude",
      "Such a bold idea",
    ];
    const verbs = [
      "helps people",
      "lets everyone",
      "encourages colleagues to",
      "allows individuals to",
      "makes it easier to",
    ];
    const ends = [
      "work together better in many situations.",
      "reach their goals faster than ever before.",
      "stay calm whenever unexpected challenges appear.",
      "understand what truly matters most in life.",
      "achieve great outcomes over several seasons.",
      "grow steadily with patience and practice.",
      "enjoy meaningful progress without needless stress.",
    ];
    const sentences = subjects.flatMap((subject, i) =>
      verbs.map((verb, j) => `${subject} ${verb} ${ends[(i + j) % ends.length]}`),
    );
    const paragraphs = [0, 1, 2].map((part) => shuffled(sentences.slice(part * 10, part * 10 + 10), part).join(" "));
    const errors = messages(`${paragraphs.join("\n\n")}\n\n${links}`);
    expect(errors.filter((message) => oldRules.test(message))).toEqual([]);
    expect(errors).toEqual([expect.stringMatching(/^sentences are mostly generic: 31 of 31 \(100%, more than 50%\)/)]);
    // Everyday words the site also uses ("thing" is a title and "time" a field) name no fact: the same sentences
    // about "your Things" stay generic.
    const things = paragraphs.map((paragraph) =>
      paragraph.replace(/people|everyone|colleagues|individuals/g, "your Things"),
    );
    expect(messages(`${things.join("\n\n")}\n\n${links}`)).toContainEqual(
      expect.stringMatching(/^sentences are mostly generic: 31 of 31 /),
    );
  });

  it("fails word lists: numbered words, and the words of a real page without its sentences", () => {
    const numbered = Array.from({ length: 260 }, (_, index) => `word${index}`).join(" ");
    expect(messages(`${numbered}\n\n## Section\n\n${links}`)).toEqual([
      "line 1: words are not sentences: 1% of the prose's 267 words are words like " +
        '"the", "of" or "to", fewer than 20%',
    ]);
    const contentWords = [
      ...new Set(
        good
          .replace(/\[[^\]]*\]\([^)]*\)|`[^`]*`|#+ /g, " ")
          .toLowerCase()
          .match(/[a-z]{3,}/g) ?? [],
      ),
    ].filter(
      (word) =>
        ![
          "the",
          "and",
          "for",
          "with",
          "your",
          "you",
          "its",
          "that",
          "when",
          "which",
          "from",
          "any",
          "out",
          "after",
          "before",
          "whose",
          "both",
          "their",
          "one",
          "own",
          "all",
          "once",
          "more",
          "again",
          "over",
          "without",
          "while",
          "must",
          "every",
          "each",
          "whenever",
          "nothing",
          "what",
          "there",
          "into",
          "then",
          "this",
          "too",
          "has",
          "have",
          "are",
          "was",
          "can",
          "may",
          "will",
          "not",
          "but",
          "start",
          "use",
        ].includes(word),
    );
    const list = [
      contentWords.join(", "),
      [...contentWords].reverse().join(" "),
      shuffled(contentWords, 7).join(" "),
    ].join("\n\n");
    const errors = messages(`${list}\n\n${links}`);
    expect(errors.filter((message) => oldRules.test(message))).toEqual([]);
    expect(errors).toEqual([
      expect.stringMatching(/^line 1: words are not sentences: [0-4]% of the prose's \d+ words/),
    ]);
  });

  it.each([
    "TBD",
    "T.B.D.",
    "t.b.d",
    "to be determined",
    "TO-DO",
    "to_do",
    "lorem_ipsum",
    "Lorem  Ipsum",
    "dolor sit amet",
    "coming-soon",
    "under construction",
    "FIXME",
    "WIP",
    "XXX",
    "xxxx",
  ])("finds the placeholder %p", (marker) => {
    expect(messages(`${good}\n\nThe limit is ${marker} for now.`)).toEqual([
      expect.stringMatching(/^placeholder text/),
    ]);
  });

  it("finds a note that opens with To do:", () => {
    expect(messages(`${good}\n\nTo do: explain the limit.`)).toEqual(['placeholder text "To do:"']);
    expect(messages(`${good}\n\nThe limit is set. TO DO : explain it.`)).toEqual(['placeholder text "TO DO :"']);
  });

  it("does not mistake words that contain a placeholder's letters, or to do inside a sentence", () => {
    expect(messages(`${good}\n\nThe tbdx field and todos in the Todoist app, a wipe and an xx mark.`)).toEqual([]);
    expect(messages(`${good}\n\nPick the path that matches what you want to do: read or send.`)).toEqual([]);
  });

  it("wants a description that is a sentence", () => {
    expect(messages(good, "Short.")[0]).toMatch(/is not a sentence/);
    expect(messages(good, ". . . . . . . . . . . . . . . . . . . . . . . . . . . . . . . .")[0]).toMatch(
      /is not a sentence/,
    );
    expect(messages(good, "This page is TBD and will describe the way messages are relayed.")).toEqual([
      'frontmatter "description" is placeholder text',
    ]);
  });

  it("treats a section of punctuation as empty, and one with code or a component as full", () => {
    expect(messages(`${good}\n\n## Dots\n\n. …\n\n## Tail\n\nText.`)).toEqual(['section "Dots" is empty']);
    expect(messages(`${good}\n\n## Code\n\n\`\`\`json\n{}\n\`\`\`\n\n## Card\n\n<Card />`)).toEqual([]);
  });

  it("rejects prose that repeats a few words, whatever its length", () => {
    const repeated = Array.from({ length: 400 }, (_, index) => `alpha${index % 20}`).join(" ");
    expect(messages(`${repeated}\n\nSee [b](/docs/b) and [c](/docs/c).`)).toEqual([
      "words are mostly repeats: 24 different words in 404, fewer than 81",
      "line 1: words are not sentences: 0% of the prose's 404 words are words like " +
        '"the", "of" or "to", fewer than 20%',
    ]);
  });

  it("counts distinct rendered links to other pages only", () => {
    const extracted = (body: string) => ({ route: "/docs/a", extracted: extractContent(body) });
    expect(linkedRoutes(extracted("[x]: /docs/b\n[y]: /docs/c\n\nNo reference is used."))).toEqual([]);
    expect(linkedRoutes(extracted("[x]: /docs/b\n\nUsed as [x] and [again][x]."))).toEqual(["/docs/b"]);
    expect(
      linkedRoutes(
        extracted(
          "[b](/docs/b) [b again](/docs/b/#part) [self](/docs/a) [top](#top) [rel](./c) [out](https://example.com)",
        ),
      ),
    ).toEqual(["/docs/b", "/docs/c"]);
    expect(linkedRoutes(extracted('<a href="/docs/d">d</a>'))).toEqual(["/docs/d"]);
  });
});
