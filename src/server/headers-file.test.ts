import fs from "fs";
import path from "path";
import { readBuiltHtmlPages } from "./built-html";
import { buildContentTypeBlocks, readTypedTextFiles, writeHeadersFile } from "./headers-file";
import { algoliaHosts, buildContentSecurityPolicy } from "./security-headers";
import { setUpTempDir } from "../__fixtures__/temp-dir";

describe("_headers of a build folder", () => {
  const tempDir = setUpTempDir("headers-file-", {
    "page-data/404.html/": "",
    "_gatsby/slices/_gatsby-scripts-1.html": "<script>slice()</script>",
    "index.html": "<script>home()</script>",
    "docs/a/index.html": "<script>a()</script>",
    "docs/protocols/ies.md": "# IES\n",
    "llms.txt": "# Site\n",
    "static/notes.txt": "asset",
    "app-1.js": "x()",
  });

  it("reads every HTML page and skips page data, slice fragments and assets", () => {
    expect(
      readBuiltHtmlPages(tempDir())
        .map((page) => page.relativePath)
        .sort(),
    ).toEqual(["docs/a/index.html", "index.html"]);
  });

  it("writes _headers with the base headers and each page's CSP", () => {
    expect(writeHeadersFile(tempDir(), algoliaHosts("APP1"))).toBe(2);
    const file = fs.readFileSync(path.join(tempDir(), "_headers"), "utf8");
    expect(file).toContain("/*\n  X-Content-Type-Options: nosniff\n");
    expect(file).toContain(
      `/docs/a/\n  Content-Security-Policy: ` +
        `${buildContentSecurityPolicy({ inlineScripts: ["a()"], connectSources: algoliaHosts("APP1") })}\n`,
    );
    expect(file).toContain(
      `/\n  Content-Security-Policy: ` +
        `${buildContentSecurityPolicy({ inlineScripts: ["home()"], connectSources: algoliaHosts("APP1") })}\n`,
    );
  });

  it("finds the .md and .txt files outside the asset folders", () => {
    expect(readTypedTextFiles(tempDir())).toEqual(["/docs/protocols/ies.md", "/llms.txt"]);
  });

  it("types Markdown as text/markdown and text as text/plain, both UTF-8", () => {
    expect(buildContentTypeBlocks(["/a.md", "/llms.txt", "/b.unknown"])).toBe(
      "/a.md\n  Content-Type: text/markdown; charset=utf-8\n/llms.txt\n  Content-Type: text/plain; charset=utf-8\n",
    );
  });

  it("writes the blocks into _headers after the pages' CSPs", () => {
    writeHeadersFile(tempDir(), []);
    const file = fs.readFileSync(path.join(tempDir(), "_headers"), "utf8");
    expect(file).toContain("/docs/protocols/ies.md\n  Content-Type: text/markdown; charset=utf-8\n");
    expect(file).toContain("/llms.txt\n  Content-Type: text/plain; charset=utf-8\n");
  });
});
