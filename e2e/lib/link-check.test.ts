import { findAnchors, findBrokenLinks, findLinks, urlOfFile } from "./link-check";

describe("urlOfFile", () => {
  it("serves index files at their folder without a trailing slash and other files by name", () => {
    expect(urlOfFile("index.html")).toBe("/");
    expect(urlOfFile("docs/a/index.html")).toBe("/docs/a");
    expect(urlOfFile("docs/a.html")).toBe("/docs/a.html");
  });
});

describe("findLinks and findAnchors", () => {
  it("reads the hrefs of links and the ids a fragment can target", () => {
    expect(findLinks('<a class="x" href="/a?b=1&amp;c=2">A</a><link href="/style.css"><a href="#top">T</a>')).toEqual([
      "/a?b=1&c=2",
      "#top",
    ]);
    expect([...findAnchors('<h2 id="intro">I</h2><a name="legacy"></a>')]).toEqual(["intro", "legacy"]);
  });
});

describe("findBrokenLinks", () => {
  const pages = [
    {
      relativePath: "index.html",
      html:
        '<a href="/docs/a">A</a><a href="/docs/a#setup">Setup</a>' +
        '<a href="https://example.com/x">Out</a><a href="mailto:x@y.z">Mail</a>',
    },
    {
      relativePath: "docs/a/index.html",
      html:
        '<h2 id="setup">Setup</h2><a href="#setup">S</a><a href="b">B</a><a href="../search">Up</a>' +
        '<a href="/docs/a#missing">M</a><a href="/file.json">F</a><a href="/search?q=x">Q</a>',
    },
    { relativePath: "search/index.html", html: "" },
  ];
  const files = new Set(["file.json"]);

  it("reports links to missing pages and anchors missing on the target page, and nothing else", () => {
    expect(findBrokenLinks(pages, (file) => files.has(file))).toEqual([
      "docs/a/index.html → b (no such page or file)",
      'docs/a/index.html → /docs/a#missing (no element with id "missing")',
    ]);
  });

  it("is clean when every link resolves", () => {
    expect(
      findBrokenLinks(
        pages.slice(0, 1).concat({ relativePath: "docs/a/index.html", html: '<h2 id="setup">S</h2>' }),
        () => false,
      ),
    ).toEqual([]);
  });
});
