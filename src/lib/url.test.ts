import { CANONICAL_PATH_SCRIPT, candidateFiles, normalizeRoute, toCanonicalPath } from "./url";

describe("normalizeRoute", () => {
  it("compares routes without trailing slashes", () => {
    expect(normalizeRoute("/docs/protocols/ies/")).toBe("/docs/protocols/ies");
    expect(normalizeRoute("/")).toBe("/");
  });
});

describe("toCanonicalPath", () => {
  it.each([
    ["/docs/data.html", "/docs/data"],
    ["/docs/data/index.html", "/docs/data/"],
    ["/index.html", "/"],
    ["/docs/protocols/ies/index.html", "/docs/protocols/ies/"],
    ["/docs/data", "/docs/data"],
    ["/docs/protocols/ies/", "/docs/protocols/ies/"],
  ])("%s → %s", (input, expected) => {
    expect(toCanonicalPath(input)).toBe(expected);
  });
});

describe("candidateFiles", () => {
  it("finds the page file of clean, .html and index.html paths", () => {
    expect(candidateFiles("/")).toEqual(["index.html"]);
    expect(candidateFiles("/docs/data")).toEqual(["docs/data", "docs/data/index.html"]);
    expect(candidateFiles("/docs/data.html")).toEqual(["docs/data/index.html", "docs/data.html"]);
    expect(candidateFiles("/docs/data/index.html")).toEqual(["docs/data/index.html"]);
    expect(candidateFiles("/docs/protocols/ies/")).toEqual(["docs/protocols/ies/index.html"]);
  });

  it("refuses paths that climb out of the build folder or cannot be decoded", () => {
    expect(candidateFiles("/docs/../../etc/passwd")).toEqual([]);
    expect(candidateFiles("/%2e%2e/secret")).toEqual([]);
    expect(candidateFiles("/%E0%A4%A")).toEqual([]);
    expect(candidateFiles("/a%00b")).toEqual([]);
  });
});

describe("CANONICAL_PATH_SCRIPT", () => {
  it.each([
    "/docs/data.html",
    "/docs/data/index.html",
    "/index.html",
    "/docs/protocols/ies/index.htm",
    "/docs/data",
    "/docs/protocols/ies/",
  ])("rewrites %s like toCanonicalPath, keeping query and hash", (path) => {
    window.history.replaceState(null, "", `${path}?q=1#top`);
    new Function(CANONICAL_PATH_SCRIPT)();
    expect(window.location.pathname).toBe(toCanonicalPath(path));
    expect(window.location.search).toBe("?q=1");
    expect(window.location.hash).toBe("#top");
  });
});
