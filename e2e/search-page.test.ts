// The /search page in Chromium on the production build: query
// in the URL, results by page, paging, errors, no JavaScript.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { gotoHydrated, setUpSiteAndBrowser, waitForHydration, watchRequests } from "./harness";
import { ERROR_HELP, ERROR_TITLE } from "../src/search/errors";
import { abortedRequest, SEARCH_INDEX_BASE } from "./lib/expected-problems";

/** The index's base, aborted with a refused connection: the request the error texts test provokes. */
const INDEX_REFUSED = [abortedRequest(SEARCH_INDEX_BASE, "connectionrefused")];

describe("search results page", () => {
  const suite = setUpSiteAndBrowser();

  const viewport = { width: 1280, height: 900 };
  /** Runs `check` on a hydrated page at `route`, in a watched context of its own. */
  const onPage = (route: string, check: (page: Page) => Promise<void>) =>
    suite.withPage({ viewport }, async (page) => {
      await gotoHydrated(page, `${suite.baseUrl}${route}`);
      await check(page);
    });
  const box = (page: Page) => page.getByRole("searchbox", { name: "Search the documentation" });
  const countText = (page: Page) => page.getByRole("status").filter({ hasText: / results? for / });

  it("shows the query from the URL with a count and results grouped by page", () =>
    onPage("/search?q=long%20poll", async (page) => {
      assert.equal(await box(page).inputValue(), "long poll");
      await countText(page).waitFor();
      assert.match((await countText(page).textContent()) ?? "", /^\d+ results for "long poll"$/);
      assert.equal(await page.locator("h1").textContent(), 'Search results for "long poll"');
      const first = page.getByRole("article").first();
      assert.equal(await first.getByRole("heading", { level: 2 }).textContent(), "Get Messages - Long Poll");
      assert.equal(
        await first.getByRole("heading", { level: 2 }).getByRole("link").getAttribute("href"),
        "/docs/api/get-message-long-poll",
      );
      assert.ok((await first.getByRole("listitem").count()) > 1, "sections of the page are listed under it");
      assert.ok((await first.locator("mark").count()) > 0, "matches are highlighted");
      const urls = await page
        .getByRole("article")
        .evaluateAll((articles) => articles.map((article) => article.querySelector("h2 a")?.getAttribute("href")));
      assert.equal(new Set(urls).size, urls.length, "one entry per page");
    }));

  it("is indexable as /search, and marks a results URL noindex once it runs", async () => {
    const html = await (await fetch(`${suite.baseUrl}/search`)).text();
    assert.doesNotMatch(html, /<meta name="robots"/);
    await onPage("/search?q=token", async (page) => {
      await countText(page).waitFor();
      assert.equal(await page.locator('head meta[name="robots"]').getAttribute("content"), "noindex");
      await box(page).fill("");
      // The tag goes when the cleared query reaches the URL and the head: wait for that, not for a fixed moment.
      await page.locator('head meta[name="robots"]').waitFor({ state: "detached" });
      assert.equal(await page.locator('head meta[name="robots"]').count(), 0);
    });
  });

  it("keeps the query in the URL as you type, and back and forward work", () =>
    onPage("/search", async (page) => {
      await box(page).fill("bucket");
      await page.waitForURL("**/search?q=bucket");
      await countText(page).filter({ hasText: '"bucket"' }).waitFor();
      await box(page).press("Enter");
      await box(page).fill("bucket policy");
      await page.waitForURL("**/search?q=bucket+policy");
      await countText(page).filter({ hasText: '"bucket policy"' }).waitFor();
      // Shareable: a fresh load of the URL, in a browser context of its own, shows the same search.
      await onPage("/search?q=bucket+policy", async (again) => {
        await countText(again).filter({ hasText: '"bucket policy"' }).waitFor();
      });
      // Back goes to the submitted query; a result and Back again return here.
      await page.goBack();
      await page.waitForURL("**/search?q=bucket");
      await countText(page).filter({ hasText: '"bucket"' }).waitFor();
      assert.equal(await box(page).inputValue(), "bucket");
      const result = page.getByRole("article").first().getByRole("heading", { level: 2 }).getByRole("link");
      const href = (await result.getAttribute("href")) ?? "";
      await result.click();
      await page.waitForURL(`**${href}`);
      await page.goBack();
      await page.waitForURL("**/search?q=bucket");
      await countText(page).filter({ hasText: '"bucket"' }).waitFor();
      await page.goForward();
      await page.waitForURL(`**${href}`);
    }));

  it("loads more results", () =>
    onPage("/search?q=message", async (page) => {
      await countText(page).waitFor();
      const total = Number(/^\d+/.exec((await countText(page).textContent()) ?? "")?.[0]);
      assert.ok(total > 20, `more than one page of hits (${total})`);
      const sections = async () => page.getByRole("article").getByRole("listitem").count();
      const pagesBefore = await page.getByRole("article").count();
      const before = (await sections()) + pagesBefore;
      await page.getByRole("button", { name: "Load more results" }).click();
      await page.waitForFunction(
        (count) => document.querySelectorAll("article li").length + document.querySelectorAll("article").length > count,
        before,
      );
    }));

  it("has the no-results texts", () =>
    onPage("/search?q=zzqqxx", async (page) => {
      await page.getByText("Try searching for").waitFor();
      assert.match((await page.locator("main").innerText()).replace(/\s+/g, " "), /No results for "zzqqxx"/);
      await page.getByText("Believe this query should return results?").waitFor();
      await page.getByRole("link", { name: "Let us know." }).waitFor();
      await page.getByRole("button", { name: "long polling" }).click();
      await page.waitForURL("**/search?q=long+polling");
      await countText(page).waitFor();
    }));

  it("has the error texts when the index cannot be fetched", () =>
    suite.withPage({ expectedProblems: INDEX_REFUSED }, async (page) => {
      await page.route("**/search-index/**", (route) => route.abort("connectionrefused"));
      await gotoHydrated(page, `${suite.baseUrl}/search?q=token`);
      await page.getByText(ERROR_TITLE).waitFor();
      await page.getByText(ERROR_HELP).waitFor();
      await page.getByText("Network request failed").waitFor();
    }));

  it("never runs HTML from the URL's query", () =>
    suite.withPage({}, async (page) => {
      const dialogs: string[] = [];
      page.on("dialog", (alert) => {
        dialogs.push(alert.message());
        void alert.dismiss();
      });
      const requests = watchRequests(page);
      await page.goto(
        `${suite.baseUrl}/search?q=${encodeURIComponent('<img src=x onerror="window.__xss=1;alert(1)">')}`,
      );
      await waitForHydration(page);
      await page
        .locator("main")
        .getByText(/results? for|No results for/)
        .first()
        .waitFor();
      // Markup taken as HTML would request the image "x"; every request up to now is in, the control image proves it.
      assert.deepEqual(
        (await requests.settled()).filter((url) => url.pathname.endsWith("/x")),
        [],
      );
      assert.equal(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), undefined);
      assert.equal(await page.locator("main img").count(), 0);
      assert.deepEqual(dialogs, []);
    }));

  it("works as a plain form without JavaScript and says why there are no results", () =>
    suite.withPage({ javaScriptEnabled: false }, async (page) => {
      // The page is left only once its requests are done (the favicon comes after load): leaving sooner would cancel
      // them, which the harness cannot yet tell from failed requests.
      await page.goto(`${suite.baseUrl}/search`, { waitUntil: "networkidle" });
      // Playwright's text locators skip <noscript>; the rendered text shows what the reader sees.
      assert.match(
        await page.locator("main").innerText(),
        /Search results need JavaScript\. Turn it on and reload this page/,
      );
      await page.getByRole("searchbox", { name: "Search the documentation" }).fill("token");
      await page.getByRole("main").getByRole("button", { name: "Search" }).click();
      await page.waitForURL("**/search?q=token");
      assert.match(await page.locator("main").innerText(), /Search results need JavaScript\./);
      assert.equal(await page.locator("main noscript a").getAttribute("href"), "/docs/data");
    }));
});
