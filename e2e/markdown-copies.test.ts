// Markdown for machines on the built site: a Markdown copy per doc, llms.txt, llms-full.txt and Copy page.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { siteConfig } from "../src/config/site";
import { resolveContentDirs } from "../src/content/load/paths";
import { loadCheckedSite } from "../src/content/site";
import type { SidebarItem } from "../src/content/model/types";
import { SIDEBAR_ID } from "../src/content/model/version";
import { toMarkdownCopyPath } from "../src/lib/markdown-copy-path";
import { COPY_MESSAGES } from "../src/theme/CopyPage/messages";
import { gotoHydrated, PROJECT_ROOT, PUBLIC_DIR, setUpSiteAndBrowser } from "./harness";
import { findMarkupOrImports, readMarkdownCopy } from "./lib/markdown-copy-check";

const site = loadCheckedSite(resolveContentDirs({}, PROJECT_ROOT), PROJECT_ROOT);
const docs = site.built.docPages;
const listedInSidebarOrder = (): string[] => {
  const ids: string[] = [];
  const visit = (items: readonly SidebarItem[]): void =>
    items.forEach((item) => {
      if (item.type === "doc") ids.push(item.id);
      else {
        if (item.linkDocId) ids.push(item.linkDocId);
        visit(item.items);
      }
    });
  visit(site.built.version.sidebars[SIDEBAR_ID] ?? []);
  return ids.map((id) => docs.find((doc) => doc.id === id)?.path ?? `(missing ${id})`);
};
/** A URL of the deployed site, on the local server. */
const local = (baseUrl: string, url: string): string => url.replace(siteConfig.url.replace(/\/+$/, ""), baseUrl);

describe("Markdown copies, llms.txt and llms-full.txt", () => {
  const suite = setUpSiteAndBrowser();
  const open = { viewport: { width: 1366, height: 900 } };

  it("each doc has a Markdown copy at its path + .md (text/markdown): its h2s and code, no markup", async () => {
    const problems: string[] = [];
    let headings = 0;
    let blocks = 0;
    for (const doc of docs) {
      const markdownCopyPath = toMarkdownCopyPath(doc.path);
      const response = await fetch(`${suite.baseUrl}${markdownCopyPath}`);
      const markdown = await response.text();
      if (response.status !== 200) problems.push(`${markdownCopyPath}: HTTP ${response.status}`);
      if (response.headers.get("content-type") !== "text/markdown; charset=utf-8")
        problems.push(`${markdownCopyPath}: Content-Type ${response.headers.get("content-type")}`);
      // Each doc in a watched context of its own, closed once read: leaving a page mid-load for the next one would
      // cancel its requests, which the harness cannot yet tell from failed ones.
      const shown = await suite.withPage(open, async (page) => {
        await page.goto(`${suite.baseUrl}${doc.path}`);
        return page.evaluate(() => ({
          h2: [...document.querySelectorAll("article h2")].map((heading) => {
            const copy = heading.cloneNode(true) as HTMLElement;
            copy.querySelectorAll(".anchor-link").forEach((anchor) => anchor.remove());
            return copy.textContent ?? "";
          }),
          code: [...document.querySelectorAll("article figure.code-block pre")].map((pre) =>
            (pre.textContent ?? "").replace(/\n$/, ""),
          ),
          alternate:
            document.querySelector('head link[rel="alternate"][type="text/markdown"]')?.getAttribute("href") ?? null,
        }));
      });
      const copy = readMarkdownCopy(markdown);
      if (shown.alternate !== markdownCopyPath)
        problems.push(`${doc.path}: <head> links ${shown.alternate} as its Markdown, not ${markdownCopyPath}`);
      if (JSON.stringify(copy.headings(2)) !== JSON.stringify(shown.h2))
        problems.push(`${markdownCopyPath}: h2 ${JSON.stringify(copy.headings(2))}, page ${JSON.stringify(shown.h2)}`);
      if (JSON.stringify(copy.code) !== JSON.stringify(shown.code))
        problems.push(
          `${markdownCopyPath}: ${copy.code.length} code blocks differ from the page's ${shown.code.length}`,
        );
      if (copy.headings(1).length !== 1 || copy.headings(1)[0] !== doc.title)
        problems.push(`${markdownCopyPath}: h1 ${JSON.stringify(copy.headings(1))}, title ${doc.title}`);
      problems.push(...findMarkupOrImports(markdown).map((problem) => `${markdownCopyPath}: ${problem}`));
      if (/^import\s/m.test(markdown.replace(/^```[\s\S]*?^```/gm, "")))
        problems.push(`${markdownCopyPath}: an import line outside code`);
      headings += shown.h2.length;
      blocks += shown.code.length;
    }
    console.log(
      `Markdown copies: ${docs.length} docs, ${headings} h2 headings and ${blocks} code blocks match their pages`,
    );
    assert.deepEqual(problems, [], problems.join("\n"));
    assert.ok(
      docs.length >= 50 && headings >= 150 && blocks >= 100,
      `too little checked: ${docs.length} docs, ${headings} headings, ${blocks} blocks`,
    );
  });

  it("llms.txt and llms-full.txt hold just the listed docs in sidebar order; every llms.txt link works", async () => {
    const llms = await fetch(`${suite.baseUrl}/llms.txt`);
    assert.equal(llms.status, 200);
    assert.equal(llms.headers.get("content-type"), "text/plain; charset=utf-8");
    const text = await llms.text();
    assert.match(text, new RegExp(`^# ${siteConfig.title}\\n\\n> \\S.+\\n\\n## `));
    const links = [...text.matchAll(/^- \[.+\]\((\S+\.md)\): \S/gm)].map((match) => match[1] ?? "");
    const expected = listedInSidebarOrder();
    assert.deepEqual(
      links.map((url) => url.replace(siteConfig.url, "")),
      expected.map(toMarkdownCopyPath),
    );
    assert.deepEqual(new Set(expected), new Set(docs.filter((doc) => !doc.unlisted).map((doc) => doc.path)));
    for (const url of links) assert.equal((await fetch(local(suite.baseUrl, url))).status, 200, url);

    const full = await fetch(`${suite.baseUrl}/llms-full.txt`);
    assert.equal(full.headers.get("content-type"), "text/plain; charset=utf-8");
    const fullText = await full.text();
    const positions = expected.map((route) => fullText.indexOf(`\nURL: ${siteConfig.url}${route}\n`));
    assert.ok(
      positions.every((position, index) => position > 0 && (index === 0 || position > (positions[index - 1] ?? 0))),
      `docs out of order in llms-full.txt: ${positions.join(", ")}`,
    );
    assert.deepEqual(findMarkupOrImports(fullText), []);
  });

  it("public/_headers types every Markdown copy as text/markdown and the llms files as text/plain", () => {
    const headers = fs.readFileSync(path.join(PUBLIC_DIR, "_headers"), "utf8");
    const missing = docs
      .map((doc) => toMarkdownCopyPath(doc.path))
      .filter(
        (markdownCopyPath) => !headers.includes(`${markdownCopyPath}\n  Content-Type: text/markdown; charset=utf-8\n`),
      );
    assert.deepEqual(missing, []);
    for (const file of ["/llms.txt", "/llms-full.txt"])
      assert.ok(headers.includes(`${file}\n  Content-Type: text/plain; charset=utf-8\n`), file);
  });
});

describe("Copy page in Chromium", () => {
  const suite = setUpSiteAndBrowser();
  const route = "/docs/api/send-message";
  const markdownCopyPath = toMarkdownCopyPath(route);

  it("copies the page's Markdown from the keyboard, fetching it only then, and announces it", () =>
    suite.withPage(
      { permissions: ["clipboard-read", "clipboard-write"], viewport: { width: 1366, height: 900 } },
      async (page) => {
        const requested: string[] = [];
        page.on("request", (request) => requested.push(new URL(request.url()).pathname));
        await gotoHydrated(page, `${suite.baseUrl}${route}`);
        assert.ok(!requested.includes(markdownCopyPath), "the Markdown copy was fetched before Copy page was used");
        await page.evaluate(() => navigator.clipboard.writeText("before"));
        await page.getByRole("button", { name: "Copy page" }).focus();
        await page.keyboard.press("Enter");
        await page.getByRole("status").filter({ hasText: COPY_MESSAGES.copied }).waitFor();
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        assert.equal(copied, await (await fetch(`${suite.baseUrl}${markdownCopyPath}`)).text());
        assert.match(copied, /^# Send Messages \(MT\)\n/);
        assert.equal(await page.getByRole("link", { name: "View as Markdown" }).getAttribute("href"), markdownCopyPath);
      },
    ));

  // The new tab is a page of the same watched context: its problems count too.
  it("opens the Markdown in a new tab and says so when the clipboard is denied", () =>
    suite.withPage({ viewport: { width: 1366, height: 900 } }, async (page, context) => {
      await gotoHydrated(page, `${suite.baseUrl}${route}`);
      // Playwright can only grant permissions; Chromium's own protocol denies them, in this context only.
      const cdp = await context.newCDPSession(page);
      const { targetInfo } = await cdp.send("Target.getTargetInfo");
      for (const name of ["clipboard-write", "clipboard-read"]) {
        await cdp.send("Browser.setPermission", {
          permission: { name },
          setting: "denied",
          origin: suite.baseUrl,
          browserContextId: targetInfo.browserContextId,
        });
      }
      assert.equal(
        await page.evaluate(
          async () => (await navigator.permissions.query({ name: "clipboard-write" as PermissionName })).state,
        ),
        "denied",
      );
      const opened = context.waitForEvent("page");
      await page.getByRole("button", { name: "Copy page" }).click();
      const tab = await opened;
      await tab.waitForLoadState();
      assert.equal(new URL(tab.url()).pathname, markdownCopyPath);
      assert.match((await tab.textContent("body")) ?? "", /^# Send Messages \(MT\)/);
      await page.getByRole("status").filter({ hasText: COPY_MESSAGES.opened }).waitFor();
    }));
});
