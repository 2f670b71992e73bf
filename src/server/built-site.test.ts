import fs from "fs";
import os from "os";
import path from "path";
import { createBuildReader, htmlFileFor, measureBuiltRoute } from "./built-site";

describe("htmlFileFor", () => {
  it("maps the home page and nested routes to Gatsby's index.html files", () => {
    expect(htmlFileFor("/")).toBe("index.html");
    expect(htmlFileFor("/docs/concepts/thing")).toBe("docs/concepts/thing/index.html");
    expect(htmlFileFor("/search/")).toBe("search/index.html");
  });
});

describe("createBuildReader and measureBuiltRoute", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "built-site-"));
    fs.mkdirSync(path.join(dir, "docs", "a"), { recursive: true });
    fs.writeFileSync(path.join(dir, "docs", "a", "index.html"), '<html><script src="/app-1.js"></script><style>a{color:red}</style></html>');
    fs.writeFileSync(path.join(dir, "app-1.js"), "console.log(1);".repeat(50));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("reads files by site path and refuses paths outside the build", () => {
    const reader = createBuildReader(dir);
    expect(reader.read("/app-1.js")?.length).toBe(750);
    expect(reader.read("/missing.js")).toBeNull();
    expect(reader.read("/../../etc/passwd")).toBeNull();
  });

  it("counts the route's script and inline CSS", () => {
    const weight = measureBuiltRoute(dir, "/docs/a");
    expect(weight.scripts).toEqual(["/app-1.js"]);
    expect(weight.jsBytes).toBe(750);
    expect(weight.jsGzipBytes).toBeGreaterThan(0);
    expect(weight.jsGzipBytes).toBeLessThan(750);
    expect(weight.cssGzipBytes).toBeGreaterThan(0);
  });
});
