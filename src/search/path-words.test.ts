import { pathToSearchWords } from "./path-words";

/** A wrong path a reader might type or follow, and the words the not-found page searches for. */
const CASES: ReadonlyArray<readonly [rule: string, path: string, words: string]> = [
  ["drops the docs base", "/docs/destinations/amazon-s3-setup", "destinations amazon s3 setup"],
  ["splits at underscores and a trailing slash", "/docs/concepts/thing_group/", "concepts thing group"],
  ["splits at dots", "/docs/destinations/google.pubsub", "destinations google pubsub"],
  ["splits camelCase", "/docs/protocols/iotFile", "protocols iot file"],
  ["splits a run of capitals from the next word", "/docs/HTTPServer", "http server"],
  ["drops a file ending", "/docs/api/send-message.html", "api send message"],
  ["lower-cases and drops .md", "/docs/lingo/MO.md", "lingo mo"],
  ["drops numbers-only parts and index", "/docs/v2/2024/burst/index.html", "v2 burst"],
  ["drops repeats", "/docs/mqtt/mqtt-setup", "mqtt setup"],
  ["keeps names that mix letters and digits", "/docs/protocols/p6/p6jar", "protocols p6 p6jar"],
  ["decodes escapes and ignores the query and hash", "/docs/thing%20group?utm=1#top", "thing group"],
  ["survives a broken escape", "/docs/bad%escape", "bad escape"],
  ["is empty for the root", "/", ""],
  ["is empty for the docs base", "/docs/", ""],
  ["is empty for the 404 file", "/404.html", ""],
  ["is empty when only numbers and punctuation are left", "/docs/123/--/", ""],
  ["drops tokens too long to be words", `/docs/${"a".repeat(41)}/thing`, "thing"],
  ["keeps at most eight words", "/a/b/c/d/e/f/g/h/i/j", "a b c d e f g h"],
];

describe("pathToSearchWords", () => {
  it.each(CASES)("%s: %s → %j", (_rule, path, words) => {
    expect(pathToSearchWords(path)).toBe(words);
  });
});
