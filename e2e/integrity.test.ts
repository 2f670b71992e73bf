// Integrity of the built site: every internal link and #anchor
// resolves (crawl of public/) and every page is valid HTML.
import fs from "fs";
import path from "path";
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { readBuiltHtmlPages } from "../src/server/built-html";
import { listBuiltPages } from "../bench/lib/built-site";
import { checkHtmlFiles } from "./lib/html-check";
import { findBrokenLinks, findLinks } from "./lib/link-check";
import { PUBLIC_DIR } from "./harness";

describe("links of the built site", () => {
  it("every internal link and anchor leads to a page, file or element", () => {
    const pages = readBuiltHtmlPages(PUBLIC_DIR);
    assert.ok(pages.length > 50, `expected the whole site, found ${pages.length} pages`);
    const linkCount = pages.reduce((total, page) => total + findLinks(page.html).length, 0);
    assert.ok(linkCount > 1000, `expected the sidebars' links, found ${linkCount}`);
    const broken = findBrokenLinks(pages, (relativePath) => {
      try {
        return fs.statSync(path.join(PUBLIC_DIR, relativePath)).isFile();
      } catch {
        return false;
      }
    });
    assert.deepEqual(broken, []);
  });

  it("every page passes the W3C Nu HTML checker (vnu) with no errors", () => {
    const files = listBuiltPages(PUBLIC_DIR).map((page) => page.file);
    assert.ok(files.length > 60, `expected every page, found ${files.length}`);
    const errors = checkHtmlFiles(files, PUBLIC_DIR);
    assert.deepEqual(errors, [], `${errors.length} HTML errors:\n${errors.slice(0, 40).join("\n")}`);
  });
});
