/** @jest-environment node */
import { findCutPoints, splitAt } from "./partial-page";

describe("findCutPoints", () => {
  it("cuts before each tag and each text, not inside inline SVG", () => {
    const html = '<a href="/">Home</a><svg><path d="M0"></path></svg><b>x</b>';
    const cuts = findCutPoints(html, 0, html.length);
    expect(cuts.map((cut) => html.slice(cut, cut + 6))).toEqual([
      "<a hre",
      "Home</",
      "</a><s",
      "<svg><",
      "<b>x</",
      "x</b>",
      "</b>",
    ]);
  });

  it("stays inside the range and skips whitespace-only text", () => {
    const html = "<p>\n</p><i>y</i>";
    expect(findCutPoints(html, 0, 8)).toEqual([0, 4]);
  });
});

describe("splitAt", () => {
  it("returns pieces that end at the cuts and join back into the text", () => {
    expect(splitAt("<a>b</a>", [3, 4])).toEqual(["<a>", "b", "</a>"]);
    expect(splitAt("<a>b</a>", [0, 3]).join("")).toBe("<a>b</a>");
  });
});
