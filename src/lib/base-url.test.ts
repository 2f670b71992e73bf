import {
  BASE_URL_BANNER_ID,
  createBaseUrlBannerScript,
  isServedAtPrefix,
  normalizePathPrefix,
  suggestPathPrefix,
} from "./base-url";

describe("base URL rules", () => {
  it("normalises prefixes and suggests the one the page is served under", () => {
    expect(normalizePathPrefix("")).toBe("");
    expect(normalizePathPrefix("/")).toBe("");
    expect(normalizePathPrefix("site/")).toBe("/site");
    expect(suggestPathPrefix("/preview/")).toBe("/preview");
    expect(suggestPathPrefix("/a/b/index.html")).toBe("/a/b");
    expect(suggestPathPrefix("/")).toBe("");
  });

  it("knows when the home page is where it was built for", () => {
    expect(isServedAtPrefix("/", "")).toBe(true);
    expect(isServedAtPrefix("/index.html", "")).toBe(true);
    expect(isServedAtPrefix("/preview/", "")).toBe(false);
    expect(isServedAtPrefix("/preview/", "/preview")).toBe(true);
  });
});

describe("createBaseUrlBannerScript", () => {
  beforeEach(() => {
    document.body.innerHTML = "<div id='___gatsby'></div>";
  });

  const run = (path: string, prefix: string): HTMLElement | null => {
    window.history.replaceState(null, "", path);
    new Function(createBaseUrlBannerScript(prefix, "Cloudloop Knowledgebase"))();
    return document.getElementById(BASE_URL_BANNER_ID);
  };

  it.each([
    ["/", ""],
    ["/index.html", ""],
    ["/preview/", "/preview"],
  ])("shows nothing at %s when built for %j", (path, prefix) => {
    expect(run(path, prefix)).toBeNull();
  });

  it("shows a red banner suggesting the prefix in use", () => {
    const banner = run("/preview/", "");
    expect(banner).not.toBeNull();
    expect(banner?.getAttribute("role")).toBe("alert");
    expect(banner?.textContent).toContain("did not load properly");
    expect(banner?.textContent).toContain("Current configured path prefix = / (default value)");
    expect(banner?.textContent).toContain("We suggest trying path prefix = /preview");
    expect(banner?.getAttribute("style")).toContain("background:#b3261e");
    expect(document.body.firstChild).toBe(banner);
  });

  it("suggests the root when built for a prefix but served at the root", () => {
    expect(run("/", "/preview")?.textContent).toContain("We suggest trying path prefix = / ");
  });
});
