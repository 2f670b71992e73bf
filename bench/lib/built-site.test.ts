import path from "path";
import { renderedPages, createBuildReader, htmlFileFor, listBuiltPages, measureBuiltRoute } from "./built-site";
import { setUpTempDir } from "../../src/__fixtures__/temp-dir";

describe("htmlFileFor", () => {
  it("maps the home page and nested routes to Gatsby's index.html files", () => {
    expect(htmlFileFor("/")).toBe("index.html");
    expect(htmlFileFor("/docs/concepts/thing")).toBe("docs/concepts/thing/index.html");
    expect(htmlFileFor("/search/")).toBe("search/index.html");
  });
});

describe("createBuildReader and measureBuiltRoute", () => {
  const tempDir = setUpTempDir("built-site-", {
    "docs/a/index.html": '<html><script src="/app-1.js"></script><style>a{color:red}</style></html>',
    "app-1.js": "console.log(1);".repeat(50),
  });

  it("reads files by site path and refuses paths outside the build", () => {
    const reader = createBuildReader(tempDir());
    expect(reader.read("/app-1.js")?.length).toBe(750);
    expect(reader.read("/missing.js")).toBeNull();
    expect(reader.read("/../../etc/passwd")).toBeNull();
  });

  it("counts the route's script and inline CSS", () => {
    const weight = measureBuiltRoute(tempDir(), "/docs/a");
    expect(weight.scripts).toEqual(["/app-1.js"]);
    expect(weight.jsBytes).toBe(750);
    expect(weight.jsGzipBytes).toBeGreaterThan(0);
    expect(weight.jsGzipBytes).toBeLessThan(750);
    expect(weight.cssGzipBytes).toBeGreaterThan(0);
  });
});

describe("listBuiltPages", () => {
  const tempDir = setUpTempDir(
    "built-pages-",
    Object.fromEntries(
      ["index.html", "docs/a/index.html", "docs/a.html", "404.html", "404/index.html", "page-data/x/index.html"].map(
        (file) => [file, "<html></html>"],
      ),
    ),
  );

  it("lists each page once by its index.html, leaving out the .html copies and 404.html", () => {
    const dir = tempDir();
    expect(listBuiltPages(dir)).toEqual([
      { route: "/404", file: path.join(dir, "404/index.html") },
      { route: "/docs/a", file: path.join(dir, "docs/a/index.html") },
      { route: "/", file: path.join(dir, "index.html") },
    ]);
  });
});

describe("renderedPages", () => {
  it("reads the count of Gatsby's last static HTML step, and 0 when it rendered none", () => {
    expect(renderedPages("success Building static HTML for pages - 8.058s - 66/66 8.19/s\n")).toBe(66);
    expect(
      renderedPages(
        "success Building static HTML for pages - 9s - 66/66\n" +
          "success Building static HTML for pages - 0.4s - 3/3 7.5/s",
      ),
    ).toBe(3);
    expect(renderedPages("info Done building in 12 sec")).toBe(0);
  });
});
