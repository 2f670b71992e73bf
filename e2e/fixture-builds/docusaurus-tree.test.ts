// A docs tree as Docusaurus users have it (.md pages, _category_.yml, Docusaurus frontmatter) builds with the right
// routes, sidebar and page options; runs `gatsby build` on the fixture, then reads the built files.
import fs from "fs";
import path from "path";
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { PROJECT_ROOT, runGatsbyBuild } from "../harness";

const FIXTURE = path.join(__dirname, "..", "fixtures", "docusaurus-docs");
const PAGES = path.join(__dirname, "..", "fixtures", "minimal-pages");
const PUBLIC = path.join(PROJECT_ROOT, "public");
const EDIT_BASE = "https://github.com/example/knowledgebase/edit/main/content/docs";

const html = (route: string): string => fs.readFileSync(path.join(PUBLIC, route, "index.html"), "utf8");
/** Visible text of the HTML (tags dropped, entities for < > & decoded), whitespace collapsed. */
const text = (page: string): string =>
  page
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("a Docusaurus docs tree", { concurrency: 1 }, () => {
  let output = "";
  before(() => {
    const result = runGatsbyBuild({ DOCS_CONTENT_DIR: FIXTURE, PAGES_CONTENT_DIR: PAGES, DOCS_EDIT_URL: EDIT_BASE }, 600_000);
    output = result.output.replace(/\s*\n\s*/g, " ");
    assert.equal(result.status, 0, output.slice(-3000));
  });
  after(() => {
    // Leave no fixture pages behind: a later browser test would crawl them as if they were the site.
    fs.rmSync(PUBLIC, { recursive: true, force: true });
  });

  it("builds .md and .mdx docs at their routes, with generated category pages from _category_.yml", () => {
    for (const route of ["docs/data", "docs/guides/install", "docs/guides/configure", "docs/reference/limits", "docs/category/guides"]) {
      assert.ok(fs.existsSync(path.join(PUBLIC, route, "index.html")), `${route} was not built`);
    }
    assert.match(text(html("docs/category/guides")), /Step-by-step guides copied from Docusaurus\./);
  });

  it("keeps braces, angle brackets and raw HTML of .md pages as text", () => {
    assert.match(text(html("docs/data")), /braces such as \{id\} and comparisons such as count < 10 are text here/);
    assert.doesNotMatch(html("docs/data"), /truncate/);
    const install = html("docs/guides/install");
    assert.match(text(install), /A <kbd>Ctrl<\/kbd> key in raw HTML shows as text/);
    assert.match(install, /<a href="https:\/\/example\.com\/agent"[^>]*>https:\/\/example\.com\/agent/);
    assert.match(text(html("docs/reference/limits")), /payload < 340 bytes template \{name\}/);
    assert.match(text(html("docs/guides/configure")), /MDX components still work in \.mdx files\./);
  });

  it("puts both categories in the sidebar, the one without a link as a toggle, and a doc's sidebar_class_name on its entry", () => {
    const install = html("docs/guides/install");
    const sidebar = /<nav aria-label="Docs sidebar"[\s\S]*?<\/nav>/.exec(install)?.[0] ?? "";
    assert.match(sidebar, /href="\/docs\/category\/guides"[^>]*>Guides</);
    assert.match(sidebar, /<button[^>]*>[\s\S]*?Reference/);
    assert.match(sidebar, /<li class="sidebar-beta"><a [^>]*href="\/docs\/guides\/install"/);
  });

  it("leaves drafts out of pages, sitemap and search", () => {
    assert.ok(!fs.existsSync(path.join(PUBLIC, "docs", "guides", "draft-notes")));
    assert.doesNotMatch(fs.readFileSync(path.join(PUBLIC, "sitemap-0.xml"), "utf8"), /draft-notes/);
    const searchIndex = fs.readdirSync(path.join(PUBLIC, "search-index")).map((file) => fs.readFileSync(path.join(PUBLIC, "search-index", file), "utf8")).join("");
    assert.match(searchIndex, /Install the agent/);
    assert.doesNotMatch(searchIndex, /Draft notes|draft-notes/);
  });

  it("applies pagination overrides, table of contents options and last_update", () => {
    const install = html("docs/guides/install");
    assert.match(install, /<a [^>]*href="\/docs\/reference\/limits"[^>]*rel="next"|rel="next"[^>]*href="\/docs\/reference\/limits"/);
    const limits = html("docs/reference/limits");
    assert.doesNotMatch(limits, /rel="prev"/);
    assert.match(limits, /<nav aria-label="On this page"[\s\S]*?href="#header-size"/);
    assert.match(text(limits), /Last updated on Feb 3, 2024/);
    assert.doesNotMatch(text(limits), /by Docs team/);
    assert.doesNotMatch(html("docs/guides/configure"), /aria-label="On this page"/);
  });

  it("links each doc to its source when an edit URL is configured", () => {
    assert.match(html("docs/reference/limits"), new RegExp(`href="${EDIT_BASE}/reference/limits\\.md"`));
    assert.match(html("docs/guides/configure"), new RegExp(`href="${EDIT_BASE}/guides/configure\\.mdx"`));
  });

  it("warns about an unknown frontmatter key, naming the file", () => {
    assert.match(output, /reference\/limits\.md: unknown frontmatter key "sidebar_postion" \(did you mean "sidebar_position"\?\) is ignored/);
  });
});
