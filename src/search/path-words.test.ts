import { pathToSearchWords } from "./path-words";

describe("pathToSearchWords", () => {
  it("splits a wrong docs path into its words, without the docs base", () => {
    expect(pathToSearchWords("/docs/destinations/amazon-s3-setup")).toBe("destinations amazon s3 setup");
    expect(pathToSearchWords("/docs/concepts/thing_group/")).toBe("concepts thing group");
    expect(pathToSearchWords("/docs/destinations/google.pubsub")).toBe("destinations google pubsub");
  });

  it("splits camelCase and runs of capitals", () => {
    expect(pathToSearchWords("/docs/protocols/iotFile")).toBe("protocols iot file");
    expect(pathToSearchWords("/docs/HTTPServer")).toBe("http server");
  });

  it("drops file endings, numbers-only parts and repeats, and lower-cases", () => {
    expect(pathToSearchWords("/docs/api/send-message.html")).toBe("api send message");
    expect(pathToSearchWords("/docs/lingo/MO.md")).toBe("lingo mo");
    expect(pathToSearchWords("/docs/v2/2024/burst/index.html")).toBe("v2 burst");
    expect(pathToSearchWords("/docs/mqtt/mqtt-setup")).toBe("mqtt setup");
  });

  it("keeps names that mix letters and digits", () => {
    expect(pathToSearchWords("/docs/protocols/p6/p6jar")).toBe("protocols p6 p6jar");
  });

  it("decodes escapes and ignores the query and hash", () => {
    expect(pathToSearchWords("/docs/thing%20group?utm=1#top")).toBe("thing group");
    expect(pathToSearchWords("/docs/bad%escape")).toBe("bad escape");
  });

  it("is empty when nothing but the base, numbers or punctuation is left", () => {
    expect(pathToSearchWords("/")).toBe("");
    expect(pathToSearchWords("/docs/")).toBe("");
    expect(pathToSearchWords("/404.html")).toBe("");
    expect(pathToSearchWords("/docs/123/--/")).toBe("");
  });

  it("keeps a query short: long tokens are dropped, at most eight words", () => {
    expect(pathToSearchWords(`/docs/${"a".repeat(41)}/thing`)).toBe("thing");
    expect(pathToSearchWords("/a/b/c/d/e/f/g/h/i/j")).toBe("a b c d e f g h");
  });
});
