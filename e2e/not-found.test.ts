// The not-found page on the production build: suggestions from the words of the wrong path, and the plain links without JS.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { siteConfig } from "../src/config/site";
import { findAxeViolations, newColorModeContext, useSiteAndBrowser, waitForHydration, watchErrors } from "./harness";

const WRONG_S3_PATH = "/docs/destinations/amazon-s3";
const S3_PAGE = "/docs/destinations/aws/aws-s3";
const SUGGESTIONS = "Pages with similar names";
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * The page's errors, less the 404s a not-found page is made of: Chromium logs "Failed to load resource" for the
 * document, for Gatsby's check of the same path and for the page data it asks for. Any other missing file is kept.
 */
function watchNotFoundErrors(page: Page): () => string[] {
  const errors = watchErrors(page);
  const documents = new Set<string>();
  const missing: string[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    // Gatsby checks the path without an .html ending, as it routes it.
    if (response.request().resourceType() === "document") documents.add(url.pathname.replace(/\.html$/, ""));
    else if (response.status() === 404 && !url.pathname.startsWith("/page-data/")) missing.push(url.pathname);
  });
  return () => [
    ...errors.filter((error) => !/^console: Failed to load resource: the server responded with a status of 404 \(Not Found\)$/.test(error)),
    ...missing.filter((pathname) => !documents.has(pathname)).map((pathname) => `404: ${pathname}`),
  ];
}

/** Waits until the suggestion search has answered (the index or the hosted service), so "nothing shown" is final. */
async function waitForSearchToSettle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
}

describe("not-found page", () => {
  const suite = useSiteAndBrowser();

  it("suggests at most five pages for a wrong path to a real topic, the right one among them, with working links", async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchNotFoundErrors(page);
    const response = await page.goto(`${suite.baseUrl}${WRONG_S3_PATH}`);
    assert.equal(response?.status(), 404);
    await waitForHydration(page);
    const region = page.getByRole("region", { name: SUGGESTIONS });
    await region.waitFor();
    assert.equal(await region.evaluate((element) => element.parentElement?.getAttribute("aria-live")), "polite");
    const links = region.getByRole("link");
    const count = await links.count();
    assert.ok(count >= 1 && count <= 5, `expected 1 to 5 suggestions, got ${count}`);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
    assert.ok(hrefs.includes(S3_PAGE), `expected ${S3_PAGE} among ${hrefs.join(", ")}`);
    for (const href of hrefs) {
      assert.equal((await fetch(`${suite.baseUrl}${href}`)).status, 200, `${href} is a page of the site`);
    }
    // The page's own ways on are still there, unchanged.
    assert.equal(await page.getByRole("link", { name: "Cloudloop Data docs" }).getAttribute("href"), siteConfig.navbar.docsLink.to);
    await region.getByRole("link", { name: "Simple Storage Service (S3)" }).click();
    await page.waitForURL((url) => url.pathname === S3_PAGE);
    // The address changes first; the new page renders on the next frame.
    await page.locator("h1", { hasText: /^Simple Storage Service \(S3\)$/ }).waitFor();
    assert.deepEqual(errors(), []);
    await page.close();
  });

  it("finds pages for other wrong paths too: an old file name and a camelCase slug", async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchNotFoundErrors(page);
    for (const [route, expected] of [
      ["/docs/api/long-polling.html", "/docs/api/get-message-long-poll"],
      ["/docs/protocols/pebbleProtocol", "/docs/protocols/pebble"],
    ] as const) {
      await page.goto(`${suite.baseUrl}${route}`);
      await waitForHydration(page);
      const region = page.getByRole("region", { name: SUGGESTIONS });
      await region.waitFor();
      const hrefs = await region.getByRole("link").evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
      assert.ok(hrefs.length <= 5, `${route}: ${hrefs.length} suggestions`);
      assert.ok(hrefs.includes(expected), `${route}: expected ${expected} among ${hrefs.join(", ")}`);
    }
    assert.deepEqual(errors(), []);
    await page.close();
  });

  it("shows nothing extra, and no error, when the path's words find nothing", async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchNotFoundErrors(page);
    await page.goto(`${suite.baseUrl}/docs/qqqqxz-zzzzvw`);
    await waitForHydration(page);
    await waitForSearchToSettle(page);
    assert.equal(await page.getByRole("region", { name: SUGGESTIONS }).count(), 0);
    assert.equal(await page.getByRole("heading", { level: 1 }).textContent(), "Page Not Found");
    assert.deepEqual(errors(), []);
    await page.close();
  });

  it("shows nothing extra, and no error, when the search index cannot be loaded", async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchNotFoundErrors(page);
    await page.route("**/search-index/**", (route) => route.abort("failed"));
    await page.goto(`${suite.baseUrl}${WRONG_S3_PATH}`);
    await waitForHydration(page);
    await waitForSearchToSettle(page);
    assert.equal(await page.getByRole("region", { name: SUGGESTIONS }).count(), 0);
    // Chromium itself logs the aborted request; the page adds nothing of its own.
    assert.deepEqual(
      errors().filter((error) => !/^console: Failed to load resource: net::ERR_FAILED$/.test(error)),
      [],
    );
    await page.close();
  });

  it("without JavaScript keeps the plain link to the docs root and suggests nothing", async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const response = await page.goto(`${suite.baseUrl}${WRONG_S3_PATH}`);
    assert.equal(response?.status(), 404);
    assert.equal(await page.getByRole("heading", { level: 1 }).textContent(), "Page Not Found");
    const docsRoot = page.getByRole("link", { name: "Cloudloop Data docs" });
    assert.equal(await docsRoot.getAttribute("href"), siteConfig.navbar.docsLink.to);
    assert.equal(await page.getByRole("region", { name: SUGGESTIONS }).count(), 0);
    await docsRoot.click();
    await page.waitForURL((url) => url.pathname === siteConfig.navbar.docsLink.to);
    await context.close();
  });

  for (const mode of ["light", "dark"] as const) {
    it(`${mode} mode: axe finds no serious or critical violation with the suggestions shown`, async () => {
      const context = await newColorModeContext(suite.browser, mode, 1280);
      const page = await context.newPage();
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(`${suite.baseUrl}${WRONG_S3_PATH}`);
      await waitForHydration(page);
      await page.getByRole("region", { name: SUGGESTIONS }).waitFor();
      assert.equal(await page.getAttribute("html", "data-theme"), mode);
      const problems = await findAxeViolations(page, WRONG_S3_PATH, TAGS, new Set(["serious", "critical"]));
      assert.deepEqual(problems, [], problems.join("\n"));
      await context.close();
    });
  }
});
