import {
  escapeHtml,
  normalizeTerm,
  splitCamelCase,
  snakeCaseWordsOf,
  splitWords,
  tokenizeForIndex,
  tokenizeQuery,
  unescapeHtml,
} from "./text";

describe("text", () => {
  it("splits words on spaces, punctuation and symbols, keeping offsets", () => {
    expect(splitWords("s3:PutObject <img>")).toEqual([
      { text: "s3", start: 0, end: 2 },
      { text: "PutObject", start: 3, end: 12 },
      { text: "img", start: 14, end: 17 },
    ]);
  });

  it("indexes camelCase parts but not the parts of random ids", () => {
    expect(splitCamelCase("HTTPServer").map((part) => part.text)).toEqual(["HTTP", "Server"]);
    expect(tokenizeForIndex("GetMessageRecordsLongPoll")).toEqual([
      "GetMessageRecordsLongPoll",
      "Get",
      "Message",
      "Records",
      "Long",
      "Poll",
    ]);
    expect(tokenizeForIndex("Xe2HRFevQT4l4peW IBXuDLDxtpYlSXpfKtHFvUCsMehGAkWv")).toEqual([
      "Xe2HRFevQT4l4peW",
      "IBXuDLDxtpYlSXpfKtHFvUCsMehGAkWv",
    ]);
    expect(tokenizeQuery("maxPollTime now")).toEqual(["maxPollTime", "now"]);
  });

  it("keeps a snake_case name whole beside its words, in the index and in a query", () => {
    expect(tokenizeForIndex("Is DELIVERY_SENT.")).toEqual(["Is", "DELIVERY", "SENT", "DELIVERY_SENT"]);
    expect(tokenizeQuery("is DELIVERY_SENT final_state?")).toEqual(["is", "DELIVERY_SENT", "final_state"]);
    expect(tokenizeQuery("_ lone_ _x")).toEqual(["lone", "x"]);
    expect(snakeCaseWordsOf("IDENTIFIED_MT")).toEqual(["identified", "mt"]);
    expect(snakeCaseWordsOf("positionMode")).toEqual([]);
  });

  it("normalises case and accents", () => {
    expect(normalizeTerm("Été")).toBe("ete");
  });

  it("escapes and unescapes HTML", () => {
    const raw = `<a href="x">'&'</a>`;
    expect(escapeHtml(raw)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
    expect(unescapeHtml(escapeHtml(raw))).toBe(raw);
    expect(unescapeHtml("&#x27;&#60;")).toBe("'<");
  });
});
