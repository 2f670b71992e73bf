// The editor's loop: `gatsby develop` on a copy of the project serves every kind of route, follows edits without a
// reload, names a broken file in its error overlay and brings the open page back when the file is fixed.
import fs from "fs";
import path from "path";
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, PROJECT_ROOT, suiteOn } from "../harness";
import { startDevelop, waitUntil, type DevelopServer } from "../lib/develop-server";
import { notFoundProblems } from "../lib/expected-problems";

const CONTENT = {
  docs: path.join(PROJECT_ROOT, "content", "docs"),
  pages: path.join(PROJECT_ROOT, "content", "pages"),
};
/** How long a saved edit may take to reach the open page in this test (the budget itself is measured in bench/). */
const EDIT_TIMEOUT_MS = 60_000;

let server: DevelopServer;
let browser: Browser;

const suite = suiteOn(
  () => server?.baseUrl,
  () => browser,
);

/** Runs `check` on `route` in a watched page of its own, once the app and its h1 are there. */
function onRoute(
  route: string,
  check: (page: Page) => Promise<void>,
  expectedProblems: readonly string[] = [],
): Promise<void> {
  return suite.withPage({ expectedProblems }, async (page) => {
    await page.goto(`${server.baseUrl}${route}`);
    await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 120_000 });
    await page.locator("h1").first().waitFor({ timeout: 60_000 });
    await check(page);
  });
}

/** The text of Gatsby's error overlay (drawn in the shadow root of <gatsby-fast-refresh>), or "" when none is shown. */
const overlayText = (page: Page): Promise<string> =>
  page.evaluate(() => document.querySelector("gatsby-fast-refresh")?.shadowRoot?.textContent ?? "");

const crashed = (page: Page) => page.getByText("This page crashed").count();

/** Marks the window, so a test can tell an in-place update from a reload. */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { editorMark: number }).editorMark = 1));
const stillMarked = (page: Page) =>
  page.evaluate(() => (window as unknown as { editorMark?: number }).editorMark === 1);

/** Rewrites a content file and waits until the open page shows `visible`; returns the time from the save. */
async function saveAndSee(
  page: Page,
  file: string,
  change: (text: string) => string,
  visible: () => Promise<boolean>,
  what: string,
): Promise<number> {
  fs.writeFileSync(file, change(fs.readFileSync(file, "utf8")));
  return waitUntil(visible, what, EDIT_TIMEOUT_MS, 50);
}

describe("gatsby develop on a copy of the project", { concurrency: 1 }, () => {
  before(async () => {
    server = await startDevelop(PROJECT_ROOT, CONTENT);
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("serves home, a doc, a category page, search, a standalone page and the 404 page without an error", async () => {
    const routes = [
      { route: "/", heading: /Cloudloop/ },
      { route: "/docs/concepts/thing", heading: /^Thing$/ },
      { route: "/docs/category/concepts", heading: /^Concepts$/ },
      { route: "/search?q=thing", heading: /Search/ },
      { route: "/markdown-page", heading: /Writing pages/ },
    ];
    for (const { route, heading } of routes) {
      await onRoute(route, async (page) => {
        assert.match((await page.locator("h1").first().textContent()) ?? "", heading, route);
        assert.equal(await crashed(page), 0, `${route} crashed`);
        if (route.startsWith("/search")) {
          // The local index, built on demand from the current nodes, answers in develop too.
          await page.locator('main a[href*="/docs/concepts/thing"]').first().waitFor({ timeout: 60_000 });
        }
        if (route === "/docs/concepts/thing") {
          await page
            .getByRole("navigation", { name: "Docs sidebar" })
            .getByRole("link", { name: "Thing", exact: true })
            .waitFor();
          await page.getByRole("navigation", { name: "On this page" }).first().waitFor({ state: "attached" });
        }
      });
    }
    await onRoute(
      "/no-such-page",
      async (page) => {
        assert.match((await page.locator("h1").first().textContent()) ?? "", /404|not found/i);
        assert.equal(await crashed(page), 0);
      },
      notFoundProblems("/no-such-page"),
    );
  });

  it("shows an edited body, title and a category file's label in the open page without a reload", async (t) => {
    await onRoute("/docs/concepts/thing", async (page) => {
      await markWindow(page);
      const doc = path.join(server.docsDir, "concepts", "thing.mdx");
      const bodyMs = await saveAndSee(
        page,
        doc,
        (text) => `${text}\nAn editor's new sentence about Things.\n`,
        async () => (await page.getByText("An editor's new sentence about Things.").count()) > 0,
        "the new sentence",
      );
      const titleMs = await saveAndSee(
        page,
        doc,
        (text) => text.replace(/^title: Thing$/m, "title: Thing record"),
        async () => ((await page.locator("h1").first().textContent()) ?? "") === "Thing record",
        "the new title",
      );
      const sidebar = page.getByRole("navigation", { name: "Docs sidebar" });
      const category = path.join(server.docsDir, "concepts", "_category_.json");
      const categoryMs = await saveAndSee(
        page,
        category,
        (text) => text.replace('"label": "Concepts"', '"label": "Core concepts"'),
        async () => (await sidebar.getByText("Core concepts", { exact: true }).count()) > 0,
        "the category's new label",
      );
      assert.ok(await stillMarked(page), "the page was reloaded instead of updated in place");
      t.diagnostic(`save to visible: body ${bodyMs} ms, title ${titleMs} ms, category label ${categoryMs} ms`);
    });
  });

  it("adds a new page to the open page's sidebar, and serves it", async (t) => {
    await onRoute("/docs/concepts/thing", async (page) => {
      await markWindow(page);
      const file = path.join(server.docsDir, "concepts", "added-page.mdx");
      fs.writeFileSync(
        file,
        "---\ntitle: Added page\ndescription: A page an editor has just added to the concepts.\n" +
          "sidebar_position: 99\n---\n\nA page about [Things](/docs/concepts/thing).\n",
      );
      const sidebar = page.getByRole("navigation", { name: "Docs sidebar" });
      const addedMs = await waitUntil(
        async () => (await sidebar.getByRole("link", { name: "Added page" }).count()) > 0,
        "the new page in the sidebar",
        EDIT_TIMEOUT_MS,
        50,
      );
      assert.ok(await stillMarked(page));
      // The sidebar's query can answer before the page exists: follow the link once develop serves the page's data.
      const servedMs = await waitUntil(
        async () => (await fetch(`${server.baseUrl}/page-data/docs/concepts/added-page/page-data.json`)).ok,
        "the new page's data",
        EDIT_TIMEOUT_MS,
        100,
      );
      await sidebar.getByRole("link", { name: "Added page" }).click();
      await page.waitForURL(/\/docs\/concepts\/added-page$/);
      await page.getByRole("heading", { level: 1, name: "Added page" }).waitFor();
      t.diagnostic(`new page in the sidebar after ${addedMs} ms, served after ${servedMs} ms`);
    });
  });

  it("hot-swaps an edited theme component in the open page, which keeps following content edits", async (t) => {
    const footer = path.join(server.projectDir, "src", "theme", "Footer", "index.tsx");
    await onRoute("/docs/concepts/message", async (page) => {
      await markWindow(page);
      const componentMs = await saveAndSee(
        page,
        footer,
        (text) => text.replace("Copyright ©", "Copyright (edited) ©"),
        async () => ((await page.locator("footer").last().textContent()) ?? "").includes("(edited)"),
        "the edited footer",
      );
      assert.equal(await crashed(page), 0, "the page crashed after the component edit");
      const doc = path.join(server.docsDir, "concepts", "message.mdx");
      const bodyMs = await saveAndSee(
        page,
        doc,
        (text) => `${text}\nA sentence saved after a component edit.\n`,
        async () => (await page.getByText("A sentence saved after a component edit.").count()) > 0,
        "the content edit after the component edit",
      );
      assert.ok(await stillMarked(page), "the page was reloaded instead of updated in place");
      t.diagnostic(`component edit visible after ${componentMs} ms, then a body edit after ${bodyMs} ms`);
    });
  });

  it("names a broken file and its line in the overlay; the open page recovers in place once fixed", async (t) => {
    await onRoute("/docs/concepts/pulse", async (page) => {
      await markWindow(page);
      const file = path.join(server.docsDir, "concepts", "pulse.mdx");
      const good = fs.readFileSync(file, "utf8");
      const broken = `${good}\n<Admonition type="tip">\n\nNever closed\n`;
      const openedAt = broken.split("\n").indexOf('<Admonition type="tip">') + 1;
      fs.writeFileSync(file, broken);
      const overlayMs = await waitUntil(
        async () => /pulse\.mdx/.test(await overlayText(page)),
        "the overlay naming pulse.mdx",
        EDIT_TIMEOUT_MS,
        100,
      );
      const shown = await overlayText(page);
      // The overlay names the file and a line of the file (frontmatter counted) from the unclosed tag on.
      const line = Number(/MDX syntax error at line (\d+)/.exec(shown)?.[1]);
      assert.ok(line >= openedAt && line <= broken.split("\n").length, `line ${line} in: ${shown}`);
      // The fix adds a sentence, so the page can be seen to follow it, not just to keep what it showed.
      fs.writeFileSync(file, `${good}\nA sentence saved with the fix.\n`);
      const fixedMs = await waitUntil(
        async () =>
          !/pulse\.mdx/.test(await overlayText(page)) &&
          (await page.getByText("A sentence saved with the fix.").count()) > 0,
        "the overlay to clear and the fixed page to show",
        EDIT_TIMEOUT_MS,
        100,
      );
      assert.equal(await page.getByRole("heading", { level: 1, name: "Pulse" }).count(), 1);
      assert.equal(await crashed(page), 0);
      assert.ok(await stillMarked(page), "the page was reloaded instead of recovering in place");
      t.diagnostic(`overlay after ${overlayMs} ms; cleared ${fixedMs} ms after the fix`);
    });
  });
});
