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

  it("highlights the last heading scrolled past the navbar", () => {
    expect(
      pickActiveHeading(
        [
          { id: "a", top: -400 },
          { id: "b", top: 40 },
          { id: "c", top: 500 },
        ],
        viewport,
      ),
    ).toBe("b");
  });

  it("highlights the first heading near the top of a page not yet scrolled", () => {
    expect(
      pickActiveHeading(
        [
          { id: "a", top: 300 },
          { id: "b", top: 900 },
        ],
        viewport,
      ),
    ).toBe("a");
    expect(pickActiveHeading([{ id: "a", top: 700 }], viewport)).toBeNull();
    expect(pickActiveHeading([], viewport)).toBeNull();
  });

  it("at the end of the page highlights the last visible heading", () => {
    expect(
      pickActiveHeading(
        [
          { id: "a", top: -400 },
          { id: "b", top: 300 },
          { id: "c", top: 600 },
        ],
        { ...viewport, atBottom: true },
      ),
    ).toBe("c");
  });
});
