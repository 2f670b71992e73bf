import { findBrokenLinks, parseInternalLink } from "./links";

describe("parseInternalLink", () => {
  it("ignores external and mail links", () => {
    expect(parseInternalLink("https://example.com/x", "/docs/a")).toBeNull();
    expect(parseInternalLink("mailto:help@groundcontrol.com", "/docs/a")).toBeNull();
    expect(parseInternalLink("//cdn.example.com/x", "/docs/a")).toBeNull();
  });

  it("splits route and anchor and resolves relative links", () => {
    expect(parseInternalLink("/docs/api/overview#rate-limits", "/docs/a")).toEqual({
      route: "/docs/api/overview",
      anchor: "rate-limits",
    });
    expect(parseInternalLink("#here", "/docs/a")).toEqual({ route: "/docs/a", anchor: "here" });
    expect(parseInternalLink("mt", "/docs/protocols/ies/")).toEqual({ route: "/docs/protocols/ies/mt", anchor: null });
    expect(parseInternalLink("../thing?x=1", "/docs/concepts/pulse")).toEqual({ route: "/docs/thing", anchor: null });
  });
});

describe("findBrokenLinks", () => {
  const pages = [
    { route: "/docs/a", anchors: ["intro", "setup"] },
    { route: "/docs/protocols/ies/", anchors: [] },
  ];
  const routeOfFile = (): string => "/docs/a";

  it("accepts links to pages, anchors, trailing-slash variants and static files", () => {
    const links = [
      { file: "a.mdx", url: "/docs/a#setup" },
      { file: "a.mdx", url: "/docs/protocols/ies" },
      { file: "a.mdx", url: "#intro" },
      { file: "a.mdx", url: "/collection.json" },
      { file: "a.mdx", url: "https://www.groundcontrol.com" },
    ];
    expect(findBrokenLinks(pages, links, routeOfFile, ["collection.json"])).toEqual([]);
  });

  it("names the file, the link and the line of a missing page or anchor", () => {
    const links = [
      { file: "content/docs/a.mdx", url: "/docs/nope", line: 4 },
      { file: "content/docs/a.mdx", url: "/docs/a#missing", line: 9 },
    ];
    expect(findBrokenLinks(pages, links, routeOfFile)).toEqual([
      { file: "content/docs/a.mdx", message: "broken link to /docs/nope (line 4): no page at /docs/nope" },
      {
        file: "content/docs/a.mdx",
        message: "broken anchor in /docs/a#missing (line 9): /docs/a has no heading #missing",
      },
    ]);
  });
});
