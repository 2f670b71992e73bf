import fs from "fs";
import os from "os";
import path from "path";
import { readBuiltHtmlPages } from "./built-html";
import { buildContentTypeBlocks, readTypedTextFiles, writeHeadersFile } from "./headers-file";
import { algoliaHosts, buildContentSecurityPolicy } from "./security-headers";

describe("writeHeadersFile", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "headers-file-"));
    fs.mkdirSync(path.join(dir, "docs", "a"), { recursive: true });
    fs.mkdirSync(path.join(dir, "page-data", "404.html"), { recursive: true });
    fs.mkdirSync(path.join(dir, "_gatsby", "slices"), { recursive: true });
    fs.writeFileSync(path.join(dir, "_gatsby", "slices", "_gatsby-scripts-1.html"), "<script>slice()</script>");
    fs.writeFileSync(path.join(dir, "index.html"), "<script>home()</script>");
    fs.writeFileSync(path.join(dir, "docs", "a", "index.html"), "<script>a()</script>");
    fs.writeFileSync(path.join(dir, "app-1.js"), "x()");
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("reads every HTML page and skips page data, slice fragments and assets", () => {
    expect(readBuiltHtmlPages(dir).map((page) => page.relativePath).sort()).toEqual(["docs/a/index.html", "index.html"]);
  });

  it("writes _headers with the base headers and each page's CSP", () => {
    expect(writeHeadersFile(dir, algoliaHosts("APP1"))).toBe(2);
    const file = fs.readFileSync(path.join(dir, "_headers"), "utf8");
    expect(file).toContain("/*\n  X-Content-Type-Options: nosniff\n");
    expect(file).toContain(`/docs/a/\n  Content-Security-Policy: ${buildContentSecurityPolicy({ inlineScripts: ["a()"], connectSources: algoliaHosts("APP1") })}\n`);
    expect(file).toContain(`/\n  Content-Security-Policy: ${buildContentSecurityPolicy({ inlineScripts: ["home()"], connectSources: algoliaHosts("APP1") })}\n`);
  });
});

describe("Content-Type of Markdown twins and text files in _headers", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "headers-types-"));
    fs.mkdirSync(path.join(dir, "docs", "protocols", "ies"), { recursive: true });
    fs.mkdirSync(path.join(dir, "static"), { recursive: true });
    fs.writeFileSync(path.join(dir, "docs", "protocols", "ies.md"), "# IES\n");
    fs.writeFileSync(path.join(dir, "docs", "protocols", "ies", "index.html"), "<p>IES</p>");
    fs.writeFileSync(path.join(dir, "llms.txt"), "# Site\n");
    fs.writeFileSync(path.join(dir, "static", "notes.txt"), "asset");
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("finds the .md and .txt files outside the asset folders", () => {
    expect(readTypedTextFiles(dir)).toEqual(["/docs/protocols/ies.md", "/llms.txt"]);
  });

  it("types Markdown as text/markdown and text as text/plain, both UTF-8", () => {
    expect(buildContentTypeBlocks(["/a.md", "/llms.txt", "/b.unknown"])).toBe(
      "/a.md\n  Content-Type: text/markdown; charset=utf-8\n/llms.txt\n  Content-Type: text/plain; charset=utf-8\n",
    );
  });

  it("writes the blocks into _headers after the pages' CSPs", () => {
    writeHeadersFile(dir, []);
    const file = fs.readFileSync(path.join(dir, "_headers"), "utf8");
    expect(file).toContain("/docs/protocols/ies.md\n  Content-Type: text/markdown; charset=utf-8\n");
    expect(file).toContain("/llms.txt\n  Content-Type: text/plain; charset=utf-8\n");
  });
});
