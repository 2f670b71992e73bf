// Fault tests on the production build: a broken, corrupt, slow or mid-session failing local index (its base or a fragment),
// storage that throws, and no JavaScript.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { clickColorModeToggle, gotoHydrated, openFirstSearchHit, searchBox, searchDialog, useSiteAndBrowser, waitForHydration, watchErrors } from "./harness";
import { ERROR_HELP, ERROR_TITLE } from "../src/search/errors";

const DOC = "/docs/concepts/thing";
const INDEX = "**/search-index/**";
/** The fragments beside the index's base: postings by first letters ("terms-…") and each page's text ("page-…"). */
const TERM_FRAGMENT = "**/search-index/*/terms-*.json";
const PAGE_FRAGMENT = "**/search-index/*/page-*.json";

describe("faults", () => {
  const suite = useSiteAndBrowser();

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
  /** A new page whose requests for `files` of the search index get `answer`; a search for "token" there ends on the error screen. */
  const searchWithBrokenIndex = async (answer: { status: number; contentType: string; body: string }, files = INDEX): Promise<Page> => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.route(files, (route) => route.fulfill(answer));
    await openSearch(page);
    await box(page).fill("token");
    await expectErrorScreen(page);
    return page;
  };

  it("a local index answering 404 shows the error screen, and the page keeps working", async () => {
    const page = await searchWithBrokenIndex({ status: 404, contentType: "text/plain", body: "Not found" });
    await page.keyboard.press("Escape");
    await dialog(page).waitFor({ state: "detached" });
    assert.equal(await page.locator("h1").textContent(), "Thing");
    await page.close();
  });

  // A broken file of the index fails the search with the spec's texts; once the file is whole, the next search works.
  const BROKEN_THEN_WHOLE = [
    { name: "a corrupt local index (invalid JSON)", files: INDEX, answer: { status: 200, contentType: "application/json", body: '{"documentCount": 3, "index": [' } },
    { name: "a term fragment answering 404", files: TERM_FRAGMENT, answer: { status: 404, contentType: "text/plain", body: "Not found" } },
    { name: "a corrupt page fragment (postings where text belongs)", files: PAGE_FRAGMENT, answer: { status: 200, contentType: "application/json", body: '[["token", {}]]' } },
  ];
  for (const { name, files, answer } of BROKEN_THEN_WHOLE) {
    it(`${name} shows the error screen, then searches once the file is whole`, async () => {
      const page = await searchWithBrokenIndex(answer, files);
      await page.unroute(files);
      await box(page).fill("tokens");
      await dialog(page).getByRole("option").first().waitFor();
      await page.close();
    });
  }

  // A file of the index held past the 300 ms stall: the spinner shows (the box marked busy), then the results.
  for (const { name, files } of [
    { name: "a local index", files: INDEX },
    { name: "a term fragment (the base already loaded)", files: TERM_FRAGMENT },
  ]) {
    it(`${name} slower than the 300 ms stall threshold shows the loading spinner, then the results`, async () => {
      const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      const heldFiles: string[] = [];
      await page.route(files, async (route) => {
        heldFiles.push(new URL(route.request().url()).pathname);
        await held;
        await route.continue();
      });
      await openSearch(page);
      await box(page).fill("long poll");
      await dialog(page).getByRole("status").filter({ hasText: "Loading results" }).waitFor();
      assert.equal(await dialog(page).locator('[aria-busy="true"]').count(), 1, "the search box is marked busy");
      assert.equal(await dialog(page).getByRole("option").count(), 0);
      assert.ok(heldFiles.length > 0, `the search waits on ${name}`);
      release();
      await dialog(page).getByRole("option").first().waitFor();
      assert.equal(await dialog(page).getByText("Loading results").count(), 0, "the spinner goes once results arrive");
      await page.close();
    });
  }

  it("a local index failing mid-session shows the error screen and keeps recent searches and colour mode", async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await gotoHydrated(page, `${suite.baseUrl}${DOC}`);
    await openFirstSearchHit(page, "long poll");
    await page.waitForURL("**/docs/api/get-message-long-poll");
    await clickColorModeToggle(page);
    assert.equal(await page.getAttribute("html", "data-theme"), "dark");
    // The network now fails for the index; a reload drops the copy held in memory.
    await page.route(INDEX, (route) => route.abort("internetdisconnected"));
    await page.reload();
    await waitForHydration(page);
    await page.keyboard.press("Control+K");
    const recent = dialog(page).getByRole("grid", { name: "Recent" });
    assert.equal(await recent.getByRole("row").first().getByRole("link").getAttribute("href"), "/docs/api/get-message-long-poll");
    await box(page).fill("token");
    await expectErrorScreen(page);
    assert.equal(await page.getAttribute("html", "data-theme"), "dark", "the colour mode is kept");
    await box(page).fill("");
    assert.equal(await recent.getByRole("row").first().getByRole("link").getAttribute("href"), "/docs/api/get-message-long-poll", "the recent search is kept");
    await page.unroute(INDEX);
    await box(page).fill("tokens");
    await dialog(page).getByRole("option").first().waitFor();
    await context.close();
  });

  // Only localStorage: with sessionStorage throwing too, Gatsby's own runtime fails before the app hydrates.
  const BROKEN_STORAGE = {
    "every localStorage method throws": `
      const fail = function () { throw new DOMException("The quota has been exceeded.", "QuotaExceededError"); };
      const broken = { getItem: fail, setItem: fail, removeItem: fail, clear: fail, key: fail, get length() { return fail(); } };
      Object.defineProperty(window, "localStorage", { configurable: true, get: function () { return broken; } });
    `,
    "reading window.localStorage throws": `
      Object.defineProperty(window, "localStorage", { configurable: true, get: function () { throw new DOMException("The operation is insecure.", "SecurityError"); } });
    `,
  };
  for (const [fault, script] of Object.entries(BROKEN_STORAGE)) {
    it(`${fault}: pages, colour mode and search still work`, async () => {
      const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
      // A string, not a function: the test transpiler would wrap named helpers in a helper the page does not have.
      await context.addInitScript(script);
      const page = await context.newPage();
      const errors = watchErrors(page);
      await gotoHydrated(page, `${suite.baseUrl}${DOC}`);
      assert.equal(await page.getAttribute("html", "data-theme"), "light");
      await clickColorModeToggle(page);
      assert.equal(await page.getAttribute("html", "data-theme"), "dark");
      await openFirstSearchHit(page, "long poll");
      await page.waitForURL((url) => url.pathname !== DOC);
      await page.locator("h1").waitFor();
      assert.equal(await page.getAttribute("html", "data-theme"), "dark", "the choice holds for the session");
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  it("without JavaScript doc pages are readable, links work and the search button leads to the /search fallback", async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${suite.baseUrl}${DOC}`);
    assert.equal(await page.locator("h1").textContent(), "Thing");
    assert.ok((await page.locator("main").innerText()).length > 500, "the article text is in the HTML");
    await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Pulse", exact: true }).click();
    await page.waitForURL(/\/docs\/concepts\/pulse$/);
    assert.equal(await page.locator("h1").textContent(), "Pulse");
    await page.getByRole("navigation", { name: "Docs pages" }).getByRole("link", { name: /Next/ }).click();
    await page.waitForURL((url) => url.pathname !== "/docs/concepts/pulse");
    assert.ok(((await page.locator("h1").textContent()) ?? "").length > 0);
    await page.getByRole("link", { name: "Search Ctrl K", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/search");
    assert.match(await page.locator("main").innerText(), /Search results need JavaScript\. Turn it on and reload this page/);
    await context.close();
  });
});
