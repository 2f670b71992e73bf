import { fromTable } from "./reader-queries";

describe("fromTable", () => {
  it("reads each row as a query of its table's kind, the section only where a row names one", () => {
    expect(fromTable({ typo: [["tokn", "/docs/api/authentication"]], field: [["imei", "/docs/a", "b"]] })).toEqual([
      { kind: "typo", query: "tokn", page: "/docs/api/authentication" },
      { kind: "field", query: "imei", page: "/docs/a", section: "b" },
    ]);
  });

  it("refuses a kind the suite does not report", () => {
    expect(() => fromTable({ questions: [["what is a thing", "/docs/concepts/thing"]] })).toThrow(
      'Unknown query kind "questions"',
    );
  });
});
