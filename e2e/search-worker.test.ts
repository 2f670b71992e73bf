// The local search's worker on the production build: it fetches only the index files a query needs, and its script
// is a hashed, immutable file; long tasks while typing are judged by `npm run bench:search`.
import fs from "fs";
import os from "os";
import path from "path";
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import type { Worker } from "playwright-core";
import { siteConfig } from "../src/config/site";
import {
  PUBLIC_DIR,
  searchBox,
  searchDialog,
  startSite,
  setUpSiteAndBrowser,
  waitForHydration,
  withPage,
} from "./harness";
import { copySiteWithIndex } from "./lib/site-with-index";
import { writeSyntheticDocs } from "../bench/lib/synthetic-docs";
import { readRecordsInput } from "../src/search/indexing/disk-source";
import { toSearchRecords } from "../src/search/indexing/records";
import { buildLocalIndexFiles } from "../src/search/indexing/local-index-file";

const DOC = "/docs/concepts/thing";
const INDEX_PATH = `/search-index/${siteConfig.search.defaultIndexName}.json`;
const FRAGMENTS_FOLDER = `/search-index/${siteConfig.search.defaultIndexName}/`;
/** A content-hashed script of the build, as webpack names chunks. */
const HASHED_SCRIPT = /^\/[\w-]+-[0-9a-f]{16,}\.js$/;
/** A method name of MiniSearch that minifying keeps: present in the engine's code only. */
const ENGINE_MARKER = "loadJS";
const ROOT = path.join(__dirname, "..");
/** The size of a large docs site: the search must stay off the main thread there too. */
const LARGE_SITE_DOCS = 3000;

describe("search worker", () => {
  const suite = setUpSiteAndBrowser();

  const open = { viewport: { width: 1280, height: 900 } };

  // Under the CSP and without errors: the harness fails the test on any violation or other problem.
  it("fetches and searches the index in a worker, not on the page, under the CSP", () =>
    suite.withPage(open, async (page) => {
      const workers: Worker[] = [];
      page.on("worker", (worker) => workers.push(worker));
      await page.goto(`${suite.baseUrl}${DOC}`);
      await waitForHydration(page);
      await page.waitForLoadState("networkidle");
      assert.equal(workers.length, 0, "no worker before search is used");
      await page.keyboard.press("Control+K");
      await searchBox(page).fill("long poll");
      await searchDialog(page).getByRole("option").first().waitFor();
      // The hits are drawn first; their text lines follow, each option busy until its line comes.
      await page.waitForFunction(() => !document.querySelector('[role="dialog"] [role="option"][aria-busy="true"]'));

      assert.equal(
        workers.length,
        1,
        `one search worker, got ${workers.map((worker) => worker.url()).join(", ") || "none"}`,
      );
      const worker = workers[0] as Worker;
      assert.match(new URL(worker.url()).pathname, HASHED_SCRIPT);
      const inWorker = await worker.evaluate(() =>
        performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
      );
      const onPage = await page.evaluate(() =>
        performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
      );
      assert.ok(inWorker.includes(INDEX_PATH), `the worker fetched the index (worker fetched: ${inWorker.join(", ")})`);
      assert.ok(!onPage.includes(INDEX_PATH), "the page itself did not fetch the index");
      // Only some fragments: the postings of the words typed and the text of the pages shown, each immutable.
      const fragments = inWorker.filter((loaded) => loaded.startsWith(FRAGMENTS_FOLDER));
      assert.ok(
        fragments.some((loaded) => /\/terms-l\w*-[0-9a-f]{16}\.json$/.test(loaded)),
        `the worker fetched the postings of "long" (${fragments.join(", ")})`,
      );
      assert.ok(
        fragments.some((loaded) => /\/page-\d+-[0-9a-f]{8}\.json$/.test(loaded)),
        "the worker fetched the text of a page it shows",
      );
      assert.equal(
        (await fetch(`${suite.baseUrl}${FRAGMENTS_FOLDER}`)).status,
        404,
        "the fragments' folder is not listed",
      );
      const fragment = await fetch(`${suite.baseUrl}${fragments[0]}`);
      assert.equal(fragment.headers.get("cache-control"), "public, max-age=31536000, immutable");
      assert.equal(
        onPage.filter((loaded) => loaded.startsWith(FRAGMENTS_FOLDER)).length,
        0,
        "the page itself fetched no fragment",
      );
      // The worker is one script: a chunk it imported would cost a round trip before it reads the index
      // (src/bundling/browser-bundle.ts keeps the shared group out of its chunk).
      assert.deepEqual(
        inWorker.filter((loaded) => loaded.endsWith(".js")),
        [],
        "the worker loaded no script besides its own",
      );
      // The engine's code (MiniSearch and the index reader) is in the worker's script and in none the page loaded.
      const workerScripts = [new URL(worker.url()).pathname];
      const workerCode = await Promise.all(
        workerScripts.map(async (pathname) => (await fetch(`${suite.baseUrl}${pathname}`)).text()),
      );
      assert.ok(
        workerCode.some((source) => source.includes(ENGINE_MARKER)),
        `the worker loaded the engine (${workerScripts.join(", ")})`,
      );
      // The page fetches the worker's script for the worker; every other script it loaded is the page's own.
      const pageScripts = onPage.filter((loaded) => loaded.endsWith(".js") && !workerScripts.includes(loaded));
      for (const pathname of pageScripts) {
        assert.ok(
          !(await (await fetch(`${suite.baseUrl}${pathname}`)).text()).includes(ENGINE_MARKER),
          `${pathname} (loaded by the page) has the engine's code`,
        );
      }

      const script = await fetch(worker.url());
      assert.equal(script.status, 200);
      assert.equal(script.headers.get("cache-control"), "public, max-age=31536000, immutable");
      assert.match(script.headers.get("content-type") ?? "", /^text\/javascript/);
    }));

  it("searches a selection opened with Ctrl+K once, as the dialog's code loads, not after it", () =>
    suite.withPage(open, async (page) => {
      // Every message the page posts to a worker, as the worker receives it.
      await page.addInitScript(() => {
        const sent: unknown[] = [];
        Object.assign(window, { sentToWorkers: sent });
        const post = Worker.prototype.postMessage;
        Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: never[]) {
          sent.push(JSON.parse(JSON.stringify(message)));
          return post.call(this, message, ...rest);
        };
      });
      await page.goto(`${suite.baseUrl}${DOC}`);
      await waitForHydration(page);
      await page.waitForLoadState("networkidle");
      await page.evaluate(() => {
        const marker = document.createElement("span");
        marker.textContent = "long poll";
        document.querySelector("main")?.prepend(marker);
        const range = document.createRange();
        range.selectNodeContents(marker);
        window.getSelection()?.removeAllRanges();
        window.getSelection()?.addRange(range);
      });
      await page.keyboard.press("Control+K");
      await searchDialog(page).getByRole("option").first().waitFor();
      assert.equal(await searchBox(page).inputValue(), "long poll");
      const sent = (await page.evaluate(
        () => (window as unknown as { sentToWorkers: unknown[] }).sentToWorkers,
      )) as Array<{
        kind: string;
        withText?: boolean;
        requests?: Array<{ params?: { query?: string } }>;
      }>;
      // The search sent ahead is the dialog's own request: the dialog's answer is that one, not a second search. The
      // only later message asks for the same hits' page text, which the first answer came without.
      assert.deepEqual(
        sent.map((message) => [
          message.kind,
          ...(message.requests ?? []).map((request) => request.params?.query),
          ...(message.kind === "search" ? [message.withText ? "with text" : "at once"] : []),
        ]),
        [["open"], ["search", "long poll", "at once"], ["search", "long poll", "with text"]],
      );
    }));

  /**
   * Types `query` letter by letter as a reader does (each letter a new query) and waits for a hit: what the worker and
   * the page fetched meanwhile. How long the main thread's tasks were depends on the machine's load: that budget is
   * judged by `npm run bench:search`, not here. The harness fails it on any problem the page shows.
   */
  function typeIntoSearch(baseUrl: string, query: string, hit: RegExp) {
    return withPage(
      suite.browser,
      open,
      async (page) => {
        const workers: Worker[] = [];
        page.on("worker", (worker) => workers.push(worker));
        await page.goto(`${baseUrl}${DOC}`);
        await waitForHydration(page);
        await page.waitForLoadState("networkidle");
        await page.keyboard.press("Control+K");
        await searchBox(page).waitFor();
        await page.keyboard.type(query, { delay: 100 });
        await searchDialog(page).getByRole("option").filter({ hasText: hit }).first().waitFor({ timeout: 60_000 });
        assert.equal(workers.length, 1, `one search worker, got ${workers.length}`);
        const worker = workers[0] as Worker;
        const inWorker = await worker.evaluate(() =>
          performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
        );
        const onPage = await page.evaluate(() =>
          performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
        );
        const typed = await searchBox(page).inputValue();
        return { inWorker, onPage, typed };
      },
      new URL(baseUrl).origin,
    );
  }

  it("answers a query typed letter by letter from the worker alone; the page fetches none of the index", async () => {
    const { inWorker, onPage, typed } = await typeIntoSearch(suite.baseUrl, "long poll", /Long Poll/);
    assert.equal(typed, "long poll");
    assert.ok(inWorker.includes(INDEX_PATH), `the worker fetched the index (${inWorker.join(", ")})`);
    assert.deepEqual(
      onPage.filter((loaded) => loaded.startsWith("/search-index/")),
      [],
      "the page fetched no index file",
    );
  });

  it(`${LARGE_SITE_DOCS.toLocaleString("en")} docs: the worker answers, fetching only needed fragments`, async () => {
    const docs = fs.mkdtempSync(path.join(os.tmpdir(), "synthetic-docs-"));
    writeSyntheticDocs(docs, LARGE_SITE_DOCS);
    const files = buildLocalIndexFiles(
      toSearchRecords(readRecordsInput(docs, ROOT)),
      siteConfig.search.defaultIndexName,
      [],
    );
    fs.rmSync(docs, { recursive: true, force: true });
    const copy = copySiteWithIndex(PUBLIC_DIR, files);
    const site = await startSite(copy.dir);
    try {
      assert.ok(
        files.fragments.length > LARGE_SITE_DOCS,
        `the index has a fragment for each page and the postings by letter (${files.fragments.length})`,
      );
      const { inWorker, onPage } = await typeIntoSearch(site.baseUrl, "gateway status", /gateway/i);
      assert.ok(inWorker.includes(INDEX_PATH), "the worker fetched the large index's base");
      const fetched = inWorker.filter((loaded) => loaded.startsWith(FRAGMENTS_FOLDER));
      assert.ok(
        fetched.length > 0 && fetched.length < files.fragments.length / 10,
        `the worker fetched ${fetched.length} of ${files.fragments.length} fragments`,
      );
      assert.deepEqual(
        onPage.filter((loaded) => loaded.startsWith("/search-index/")),
        [],
        "the page fetched no index file",
      );
    } finally {
      await site.close();
      copy.remove();
    }
  });
});
