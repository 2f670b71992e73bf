import { formatRelevance, placeOf, summarizeRelevance, toSectionTrails } from "./relevance-score";

const record = (type: string, url: string, anchor: string | null) => ({
  type,
  url,
  url_without_anchor: url.split("#")[0] as string,
  anchor,
});

describe("scoring readers' queries", () => {
  const trails = toSectionTrails([
    record("lvl1", "/docs/a", null),
    record("lvl2", "/docs/a#setup", "setup"),
    record("lvl3", "/docs/a#step-one", "step-one"),
    record("content", "/docs/a#step-one", "step-one"),
    record("lvl2", "/docs/a#limits", "limits"),
  ]);

  it("places the first hit on the page, inside the named section or a subsection of it", () => {
    const hits = [{ url: "/docs/b" }, { url: "/docs/a#limits" }, { url: "/docs/a#step-one" }, { url: "/docs/c/" }];
    expect(placeOf(hits, { page: "/docs/a" }, trails)).toBe(2);
    expect(placeOf(hits, { page: "/docs/a", section: "setup" }, trails)).toBe(3);
    expect(placeOf(hits, { page: "/docs/c" }, trails)).toBe(4);
    expect(placeOf(hits, { page: "/docs/d" }, trails)).toBeNull();
    expect(trails.get("/docs/a#limits")).toEqual(["limits"]);
  });

  it("counts top-1 and top-3 and names the misses", () => {
    const entry = (query: string) => ({ query, page: "/docs/a", kind: "task" as const });
    const figures = summarizeRelevance([
      { entry: entry("one"), place: 1, shown: [] },
      { entry: entry("three"), place: 3, shown: [] },
      { entry: entry("four"), place: 4, shown: ["/docs/b"] },
      { entry: entry("none"), place: null, shown: [] },
    ]);
    expect(figures).toMatchObject({ count: 4, top1: 1, top3: 2, top1Share: 0.25, top3Share: 0.5 });
    expect(formatRelevance("set", figures)).toBe(
      "set: 4 queries, top-1 1 (25.0 %), top-3 2 (50.0 %)\n" +
        '  miss [task] "four" wants /docs/a (at 4); shown: /docs/b\n' +
        '  miss [task] "none" wants /docs/a (at none); shown: ',
    );
  });
});
