// Every internal link and #anchor in the built site resolves (crawl of public/).
import fs from "fs";
import path from "path";
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { readBuiltHtmlPages } from "../src/server/headers-file";
import { findBrokenLinks, findLinks } from "../src/server/link-check";
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
});
