// A docs tree as Docusaurus users have it (.md pages, _category_.yml, Docusaurus frontmatter) builds with the right
// routes, sidebar and page options; runs `gatsby build` on the fixture, then reads the built files.
import fs from "fs";
import os from "os";
import path from "path";
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { parse, type DefaultTreeAdapterMap } from "parse5";
import { checkHtmlFiles } from "../lib/html-check";
import { listFilesBelow, PROJECT_ROOT, runGatsbyBuild } from "../harness";
import { writeScreenshotPng } from "./screenshot";

const FIXTURE = path.join(__dirname, "..", "..", "src", "__fixtures__", "content-trees", "docusaurus-docs");
const PAGES = path.join(__dirname, "..", "..", "src", "__fixtures__", "content-trees", "minimal-pages");
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

/** A page with a large screenshot, linked in Markdown and imported into a Figure, and an SVG that stays as it is. */
const SCREENSHOTS_PAGE = `---
title: Screenshots
description: A page with a large PNG screenshot and an SVG diagram.
sidebar_position: 3
---

import things from "./img/things.png"

The Things screen lists every device: ![The Things screen with a list and a map](./img/things.png)

<Figure src={things} alt="The Things screen, as a figure" caption="The Things screen" />

![A flow diagram](./img/flow.svg)
`;

/** A title holding what would end an inline script early, open a comment in it, or start markup. */
const HOSTILE_TITLE = "Tags </script><script>alert(1)</script><!--<script> & more";
const HOSTILE_PAGE = `---
title: ${JSON.stringify(HOSTILE_TITLE)}
description: A page whose title holds the text that ends a script element, to show data never does.
---

This page exists so its title reaches the inline scripts of the built HTML.
`;

type Element = DefaultTreeAdapterMap["element"];
/** Every inline <script> of an HTML document as the HTML parser reads it: its type and its whole text. */
function inlineScripts(html: string): Array<{ readonly type: string; readonly text: string }> {
  const scripts: Array<{ type: string; text: string }> = [];
  const walk = (node: DefaultTreeAdapterMap["parentNode"] | Element): void => {
    if ("tagName" in node && node.tagName === "script" && !node.attrs.some((attr) => attr.name === "src")) {
      const text = node.childNodes.map((child) => ("value" in child ? child.value : "")).join("");
      scripts.push({ type: node.attrs.find((attr) => attr.name === "type")?.value ?? "", text });
    }
    const children = "content" in node ? node.content.childNodes : node.childNodes;
    for (const child of children ?? []) if ("childNodes" in child) walk(child as Element);
  };
  walk(parse(html));
  return scripts;
}

describe("a Docusaurus docs tree", { concurrency: 1 }, () => {
  let output = "";
  let docsDir = "";
  before(async () => {
    // The screenshot is drawn at test time (no large binary in the repository) into a copy of the fixture.
    docsDir = fs.mkdtempSync(path.join(os.tmpdir(), "docusaurus-docs-"));
    fs.cpSync(FIXTURE, docsDir, { recursive: true });
    fs.mkdirSync(path.join(docsDir, "guides", "img"), { recursive: true });
    await writeScreenshotPng(path.join(docsDir, "guides", "img", "things.png"));
    fs.writeFileSync(
      path.join(docsDir, "guides", "img", "flow.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><path d="M0 10h40" stroke="#000"/></svg>',
    );
    fs.writeFileSync(path.join(docsDir, "guides", "screenshots.mdx"), SCREENSHOTS_PAGE);
    fs.writeFileSync(path.join(docsDir, "guides", "closing-tags.md"), HOSTILE_PAGE);
    const result = runGatsbyBuild(
      { DOCS_CONTENT_DIR: docsDir, PAGES_CONTENT_DIR: PAGES, DOCS_EDIT_URL: EDIT_BASE },
      600_000,
    );
    output = result.output.replace(/\s*\n\s*/g, " ");
    assert.equal(result.status, 0, output.slice(-3000));
  });
  after(() => {
    // Leave no fixture pages behind: a later browser test would crawl them as if they were the site.
    fs.rmSync(PUBLIC, { recursive: true, force: true });
    fs.rmSync(docsDir, { recursive: true, force: true });
  });

  it("renders its pages without reading files in the HTML renderer, which would switch off incremental builds", () => {
    assert.doesNotMatch(output, /Unsafe builtin/);
  });

  it("writes data into inline scripts so that the HTML parser ends none of them early", () => {
    const pages = listFilesBelow(PUBLIC).filter((file) => file.endsWith(".html"));
    for (const file of pages) {
      for (const script of inlineScripts(fs.readFileSync(file, "utf8"))) {
        const where = `${path.relative(PUBLIC, file)}: ${script.text.slice(0, 120)}`;
        if (script.type === "application/ld+json") assert.doesNotThrow(() => JSON.parse(script.text), where);
        else assert.doesNotThrow(() => new Function(script.text), where);
      }
    }
    const [jsonLd] = inlineScripts(html("docs/guides/closing-tags")).filter(
      (script) => script.type === "application/ld+json",
    );
    const crumbs = JSON.parse(jsonLd?.text ?? "{}") as { itemListElement?: Array<{ name: string }> };
    assert.equal(crumbs.itemListElement?.at(-1)?.name, HOSTILE_TITLE);
  });

  it("builds .md and .mdx docs at their routes, with generated category pages from _category_.yml", () => {
    for (const route of [
      "docs/data",
      "docs/guides/install",
      "docs/guides/configure",
      "docs/reference/limits",
      "docs/category/guides",
    ]) {
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

  it("lists both categories (the linkless one as a toggle) and puts a doc's sidebar_class_name on its entry", () => {
    const install = html("docs/guides/install");
    const sidebar = /<nav aria-label="Docs sidebar"[\s\S]*?<\/nav>/.exec(install)?.[0] ?? "";
    assert.match(sidebar, /href="\/docs\/category\/guides"[^>]*>Guides</);
    assert.match(sidebar, /<button[^>]*>[\s\S]*?Reference/);
    assert.match(sidebar, /<li class="sidebar-beta"><a [^>]*href="\/docs\/guides\/install"/);
  });

  it("leaves drafts out of pages, sitemap and search", () => {
    assert.ok(!fs.existsSync(path.join(PUBLIC, "docs", "guides", "draft-notes")));
    assert.doesNotMatch(fs.readFileSync(path.join(PUBLIC, "sitemap-0.xml"), "utf8"), /draft-notes/);
    // The index's base and its fragments (postings and each page's text) in the folder beside it.
    const folder = path.join(PUBLIC, "search-index");
    const files = (fs.readdirSync(folder, { recursive: true }) as string[])
      .map((file) => path.join(folder, file))
      .filter((file) => fs.statSync(file).isFile());
    assert.ok(files.length > 2, `the index has a base and fragments (${files.length} files)`);
    const searchIndex = files.map((file) => fs.readFileSync(file, "utf8")).join("");
    assert.match(searchIndex, /Install the agent/);
    assert.doesNotMatch(searchIndex, /Draft notes|draft-notes/);
  });

  it("applies pagination overrides, table of contents options and last_update", () => {
    const install = html("docs/guides/install");
    assert.match(
      install,
      /<a [^>]*href="\/docs\/reference\/limits"[^>]*rel="next"|rel="next"[^>]*href="\/docs\/reference\/limits"/,
    );
    const limits = html("docs/reference/limits");
    assert.doesNotMatch(limits, /rel="prev"/);
    assert.match(limits, /On this page[\s\S]*?href="#header-size"/);
    assert.match(text(limits), /Last updated on Feb 3, 2024/);
    assert.doesNotMatch(text(limits), /by Docs team/);
    assert.doesNotMatch(html("docs/guides/configure"), /On this page/);
  });

  it("links each doc to its source when an edit URL is configured", () => {
    assert.match(html("docs/reference/limits"), new RegExp(`href="${EDIT_BASE}/reference/limits\\.md"`));
    assert.match(html("docs/guides/configure"), new RegExp(`href="${EDIT_BASE}/guides/configure\\.mdx"`));
  });

  it("warns about an unknown frontmatter key, naming the file", () => {
    assert.match(
      output,
      new RegExp(
        String.raw`reference\/limits\.md: unknown frontmatter key "sidebar_postion" ` +
          String.raw`\(did you mean "sidebar_position"\?\) is ignored`,
      ),
    );
  });

  it("serves screenshots as <picture> (AVIF and WebP sources, size, lazy loading) in valid HTML; SVGs as is", (t) => {
    const page = html("docs/guides/screenshots");
    const pictures = page.match(/<picture>[\s\S]*?<\/picture>/g) ?? [];
    assert.equal(pictures.length, 2);
    for (const picture of pictures) {
      assert.match(picture, /<source type="image\/avif" srcSet="[^"]+-\d+\.avif \d+w/i);
      assert.match(picture, /<source type="image\/webp" srcSet="[^"]+-\d+\.webp \d+w/i);
      assert.match(picture, /<img [^>]*width="860" height="50[12]"[^>]*>/);
      assert.match(picture, /loading="lazy"/);
      assert.match(picture, /alt="The Things screen/);
    }
    assert.match(page, /<img src="\/static\/flow-[0-9a-f]{8}\.svg" alt="A flow diagram"/);
    assert.deepEqual(checkHtmlFiles([path.join(PUBLIC, "docs", "guides", "screenshots", "index.html")], PUBLIC), []);

    // The largest image transfer: the original PNG without the pipeline,
    // against the widest AVIF, WebP and fallback a browser may pick.
    const original = fs.statSync(path.join(docsDir, "guides", "img", "things.png")).size;
    const widest = (format: string): number => {
      const urls = [...pictures[0]!.matchAll(new RegExp(`(/static/[^ "]+\\.${format}) (\\d+)w`, "g"))].sort(
        (a, b) => Number(b[2]) - Number(a[2]),
      );
      return fs.statSync(path.join(PUBLIC, urls[0]![1]!)).size;
    };
    const sizes = { originalPng: original, avif: widest("avif"), webp: widest("webp"), fallbackPng: widest("png") };
    t.diagnostic(`largest image transfer in bytes: ${JSON.stringify(sizes)}`);
    assert.ok(sizes.avif < original / 4, `AVIF ${sizes.avif} B is not under a quarter of the ${original} B original`);
    assert.ok(sizes.webp < original / 2, `WebP ${sizes.webp} B is not under half of the ${original} B original`);
  });

  it("stops the build naming the file when an image is missing or has no alt text", () => {
    fs.writeFileSync(
      path.join(docsDir, "guides", "screenshots.mdx"),
      SCREENSHOTS_PAGE.replace("![The Things screen with a list and a map]", "![]"),
    );
    fs.writeFileSync(
      path.join(docsDir, "guides", "broken.md"),
      "---\ntitle: Broken\ndescription: Shows an image that is not there.\n---\n\n" +
        "![A missing screenshot](./img/gone.png)\n",
    );
    const result = runGatsbyBuild({ DOCS_CONTENT_DIR: docsDir, PAGES_CONTENT_DIR: PAGES }, 300_000);
    const text = result.output.replace(/\s*\n\s*/g, " ");
    assert.notEqual(result.status, 0);
    assert.match(
      text,
      /guides\/screenshots\.mdx: the image \.\/img\/things\.png has no alt text: describe what it shows .* \(line 9\)/,
    );
    assert.match(
      text,
      new RegExp(
        String.raw`guides\/broken\.md: the image \.\/img\/gone\.png does not exist ` +
          String.raw`\(looked for gone\.png beside the page\) \(line 6\)`,
      ),
    );
  });
});
