import { buildToc, flattenTocIds, pickActiveHeading } from "./toc";

const headings = [
  { depth: 2, value: "What a Thing is", id: "what-a-thing-is" },
  { depth: 3, value: "Identifiers", id: "identifiers" },
  { depth: 4, value: "Too deep", id: "too-deep" },
  { depth: 3, value: "Names", id: "names" },
  { depth: 2, value: "Lifecycle", id: "lifecycle" },
  { depth: 1, value: "Stray h1", id: "stray-h1" },
];

describe("buildToc", () => {
  it("keeps the configured levels and nests h3 under h2", () => {
    const toc = buildToc(headings, { minHeadingLevel: 2, maxHeadingLevel: 3 });
    expect(toc.map((item) => item.id)).toEqual(["what-a-thing-is", "lifecycle"]);
    expect(toc[0]?.children.map((item) => item.id)).toEqual(["identifiers", "names"]);
    expect(flattenTocIds(toc)).toEqual(["what-a-thing-is", "identifiers", "names", "lifecycle"]);
  });

  it("follows other level settings", () => {
    expect(flattenTocIds(buildToc(headings, { minHeadingLevel: 2, maxHeadingLevel: 2 }))).toEqual([
      "what-a-thing-is",
      "lifecycle",
    ]);
    const deep = buildToc(headings, { minHeadingLevel: 3, maxHeadingLevel: 4 });
    expect(deep.map((item) => item.id)).toEqual(["identifiers", "names"]);
    expect(deep[0]?.children.map((item) => item.id)).toEqual(["too-deep"]);
  });

  it("puts an h3 that comes before any h2 at the top level", () => {
    expect(
      buildToc(
        [
          { depth: 3, value: "A", id: "a" },
          { depth: 2, value: "B", id: "b" },
        ],
        { minHeadingLevel: 2, maxHeadingLevel: 3 },
      ).map((item) => item.id),
    ).toEqual(["a", "b"]);
  });
});

describe("pickActiveHeading", () => {
  const viewport = { offset: 80, viewportHeight: 800, atBottom: false };
  /** Headings by id with the top of each, in page order. */
  const at = (tops: Record<string, number>) => Object.entries(tops).map(([id, top]) => ({ id, top }));

  it("highlights the last heading scrolled past the navbar", () => {
    expect(pickActiveHeading(at({ a: -400, b: 40, c: 500 }), viewport)).toBe("b");
  });

  it("highlights the first heading near the top of a page not yet scrolled", () => {
    expect(pickActiveHeading(at({ a: 300, b: 900 }), viewport)).toBe("a");
    expect(pickActiveHeading(at({ a: 700 }), viewport)).toBeNull();
    expect(pickActiveHeading([], viewport)).toBeNull();
  });

  it("at the end of the page highlights the last visible heading", () => {
    expect(pickActiveHeading(at({ a: -400, b: 300, c: 600 }), { ...viewport, atBottom: true })).toBe("c");
  });
});
