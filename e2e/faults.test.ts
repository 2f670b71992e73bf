// Fault tests on the production build: a broken, corrupt, slow or mid-session failing local index (its base or a
// fragment), storage that throws, and no JavaScript.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import {
  clickColorModeToggle,
  clickOnceSettled,
  gotoHydrated,
  openAfresh,
  openFirstSearchHit,
  PUBLIC_DIR,
  searchBox,
  searchDialog,
  setUpSiteAndBrowser,
} from "./harness";
import { ERROR_HELP, ERROR_TITLE } from "../src/search/errors";
import { abortedRequest, errorResponse, SEARCH_INDEX_BASE, termFragmentsOf } from "./lib/expected-problems";

const DOC = "/docs/concepts/thing";
const INDEX = "**/search-index/**";
/** The fragments beside the index's base: postings by first letters ("terms-…") and each page's text ("page-…"). */
const TERM_FRAGMENT = "**/search-index/*/terms-*.json";
const PAGE_FRAGMENT = "**/search-index/*/page-*.json";
/** The query each broken-index test types: its first search is the one that meets the fault. */
const BROKEN_QUERY = "token";
const NOT_FOUND = { status: 404, contentType: "text/plain", body: "Not found" };
/** The search's first request, for the base of the index, answered 404. */
const INDEX_NOT_FOUND = [errorResponse(404, SEARCH_INDEX_BASE)];
/** Every term fragment the query needs, answered 404. */
const TERM_FRAGMENTS_NOT_FOUND = termFragmentsOf(BROKEN_QUERY, PUBLIC_DIR).map((fragment) =>
  errorResponse(404, fragment),
);
/** The base of the index, requested again by the page loaded afresh, aborted as if the network were down. */
const INDEX_DISCONNECTED = [abortedRequest(SEARCH_INDEX_BASE, "internetdisconnected")];

describe("faults", () => {
  const suite = setUpSiteAndBrowser();
  const open = { viewport: { width: 1280, height: 900 } };

  const dialog = searchDialog;
  const box = searchBox;
  const openSearch = async (page: Page): Promise<void> => {
    await gotoHydrated(page, `${suite.baseUrl}${DOC}`);
    await page.keyboard.press("Control+K");
    await box(page).waitFor();
  };
  const expectErrorScreen = async (page: Page): Promise<void> => {
    await dialog(page).getByText(ERROR_TITLE).waitFor();
    await dialog(page).getByText(ERROR_HELP).waitFor();
  };
  /**
   * Makes the page's requests for `files` of the search index get
   * `answer`; a search for BROKEN_QUERY there ends on the error screen.
   */
  const searchWithBrokenIndex = async (
    page: Page,
    answer: { status: number; contentType: string; body: string },
    files = INDEX,
  ): Promise<void> => {
    await page.route(files, (route) => route.fulfill(answer));
    await openSearch(page);
    await box(page).fill(BROKEN_QUERY);
    await expectErrorScreen(page);
  };

  it("a local index answering 404 shows the error screen, and the page keeps working", () =>
    suite.withPage({ ...open, expectedProblems: INDEX_NOT_FOUND }, async (page) => {
      await searchWithBrokenIndex(page, NOT_FOUND);
      await page.keyboard.press("Escape");
      await dialog(page).waitFor({ state: "detached" });
      assert.equal(await page.locator("h1").textContent(), "Thing");
    }));

  // A broken file of the index fails the search with the spec's texts; once the file is whole, the next search works.
  const BROKEN_THEN_WHOLE = [
    {
      name: "a corrupt local index (invalid JSON)",
      files: INDEX,
      answer: { status: 200, contentType: "application/json", body: '{"documentCount": 3, "index": [' },
      expectedProblems: [],
    },
    {
      name: "a term fragment answering 404",
      files: TERM_FRAGMENT,
      answer: NOT_FOUND,
      expectedProblems: TERM_FRAGMENTS_NOT_FOUND,
    },
    {
      name: "a corrupt page fragment (postings where text belongs)",
      files: PAGE_FRAGMENT,
      answer: { status: 200, contentType: "application/json", body: '[["token", {}]]' },
      expectedProblems: [],
    },
  ];
  for (const { name, files, answer, expectedProblems } of BROKEN_THEN_WHOLE) {
    it(`${name} shows the error screen, then searches once the file is whole`, () =>
      suite.withPage({ ...open, expectedProblems }, async (page) => {
        await searchWithBrokenIndex(page, answer, files);
        await page.unroute(files);
        await box(page).fill("tokens");
        await dialog(page).getByRole("option").first().waitFor();
      }));
  }

  // A file of the index held past the 300 ms stall: the spinner shows (the box marked busy), then the results.
  for (const { name, files } of [
    { name: "a local index", files: INDEX },
    { name: "a term fragment (the base already loaded)", files: TERM_FRAGMENT },
  ]) {
    it(`${name} slower than the 300 ms stall threshold shows the loading spinner, then the results`, () =>
      suite.withPage(open, async (page) => {
        let release: () => void = () => undefined;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route(files, async (route) => {
          await held;
          await route.continue();
        });
        // On a loaded machine the spinner can show before the held file is asked for; wait for both.
        const requested = page.waitForRequest(files, { timeout: 15_000 });
        await openSearch(page);
        await box(page).fill("long poll");
        await requested;
        await dialog(page).getByRole("status").filter({ hasText: "Loading results" }).waitFor();
        assert.equal(await dialog(page).locator('[aria-busy="true"]').count(), 1, "the search box is marked busy");
        assert.equal(await dialog(page).getByRole("option").count(), 0);
        release();
        await dialog(page).getByRole("option").first().waitFor();
        assert.equal(
          await dialog(page).getByText("Loading results").count(),
          0,
          "the spinner goes once results arrive",
        );
      }));
  }

  it("a local index failing mid-session shows the error screen and keeps recent searches and colour mode", () =>
    suite.withPage({ ...open, expectedProblems: INDEX_DISCONNECTED }, async (first, context) => {
      await gotoHydrated(first, `${suite.baseUrl}${DOC}`);
      await openFirstSearchHit(first, "long poll");
      await first.waitForURL("**/docs/api/get-message-long-poll");
      await clickColorModeToggle(first);
      assert.equal(await first.getAttribute("html", "data-theme"), "dark");
      // The network now fails for the index; the page loaded afresh has no copy of it in memory.
      await context.route(INDEX, (route) => route.abort("internetdisconnected"));
      const page = await openAfresh(context, first.url());
      await page.keyboard.press("Control+K");
      const recent = dialog(page).getByRole("grid", { name: "Recent" });
      assert.equal(
        await recent.getByRole("row").first().getByRole("link").getAttribute("href"),
        "/docs/api/get-message-long-poll",
      );
      await box(page).fill("token");
      await expectErrorScreen(page);
      assert.equal(await page.getAttribute("html", "data-theme"), "dark", "the colour mode is kept");
      await box(page).fill("");
      assert.equal(
        await recent.getByRole("row").first().getByRole("link").getAttribute("href"),
        "/docs/api/get-message-long-poll",
        "the recent search is kept",
      );
      await context.unroute(INDEX);
      await box(page).fill("tokens");
      await dialog(page).getByRole("option").first().waitFor();
    }));

  // Only localStorage: with sessionStorage throwing too, Gatsby's own runtime fails before the app hydrates.
  const BROKEN_STORAGE = {
    "every localStorage method throws": `
      const fail = function () { throw new DOMException("The quota has been exceeded.", "QuotaExceededError"); };
      const broken = {
        getItem: fail, setItem: fail, removeItem: fail, clear: fail, key: fail, get length() { return fail(); }
      };
      Object.defineProperty(window, "localStorage", { configurable: true, get: function () { return broken; } });
    `,
    "reading window.localStorage throws": `
      Object.defineProperty(window, "localStorage", {
        configurable: true,
        get: function () { throw new DOMException("The operation is insecure.", "SecurityError"); }
      });
    `,
  };
  for (const [fault, script] of Object.entries(BROKEN_STORAGE)) {
    // No problem expected: the harness fails the test on any error the broken storage causes.
    it(`${fault}: pages, colour mode and search still work`, () =>
      suite.withPage(open, async (page, context) => {
        // A string, not a function: it runs as written, before the
        // page's own scripts, on every document of the context.
        await context.addInitScript(script);
        await gotoHydrated(page, `${suite.baseUrl}${DOC}`);
        assert.equal(await page.getAttribute("html", "data-theme"), "light");
        await clickColorModeToggle(page);
        assert.equal(await page.getAttribute("html", "data-theme"), "dark");
        await openFirstSearchHit(page, "long poll");
        await page.waitForURL((url) => url.pathname !== DOC);
        await page.locator("h1").waitFor();
        assert.equal(await page.getAttribute("html", "data-theme"), "dark", "the choice holds for the session");
      }));
  }

  it("without JavaScript doc pages are readable, links work and the search button leads to the /search fallback", () =>
    suite.withPage({ ...open, javaScriptEnabled: false }, async (page) => {
      // Each page is left only once its requests are done (the favicon comes after load): leaving it sooner would
      // cancel them, which the harness cannot yet tell from failed requests.
      await page.goto(`${suite.baseUrl}${DOC}`, { waitUntil: "networkidle" });
      assert.equal(await page.locator("h1").textContent(), "Thing");
      assert.ok((await page.locator("main").innerText()).length > 500, "the article text is in the HTML");
      await page
        .getByRole("navigation", { name: "Docs sidebar" })
        .getByRole("link", { name: "Pulse", exact: true })
        .click();
      await page.waitForURL(/\/docs\/concepts\/pulse$/, { waitUntil: "networkidle" });
      assert.equal(await page.locator("h1").textContent(), "Pulse");
      await clickOnceSettled(page.getByRole("navigation", { name: "Docs pages" }).getByRole("link", { name: /Next/ }));
      await page.waitForURL((url) => url.pathname !== "/docs/concepts/pulse", { waitUntil: "networkidle" });
      assert.ok(((await page.locator("h1").textContent()) ?? "").length > 0);
      await page.getByRole("link", { name: "Search Ctrl K", exact: true }).click();
      await page.waitForURL((url) => url.pathname === "/search");
      assert.match(
        await page.locator("main").innerText(),
        /Search results need JavaScript\. Turn it on and reload this page/,
      );
    }));
});
