// The not-found page on the production build: suggestions from
// the words of the wrong path, and the plain links without JS.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { siteConfig } from "../src/config/site";
import { findAxeViolations, startInColorMode, setUpSiteAndBrowser, waitForHydration } from "./harness";
import { abortedRequest, notFoundProblems, SEARCH_INDEX_BASE } from "./lib/expected-problems";

const WRONG_S3_PATH = "/docs/destinations/amazon-s3";
/** Wrong paths that still find suggestions, each with the page that must be among them. */
const OTHER_WRONG_PATHS = [
  ["/docs/api/long-polling.html", "/docs/api/get-message-long-poll"],
  ["/docs/protocols/pebbleProtocol", "/docs/protocols/pebble"],
] as const;
/** A wrong path whose words match no page. */
const NOWHERE_PATH = "/docs/qqqqxz-zzzzvw";
const S3_PAGE = "/docs/destinations/aws/aws-s3";
const SUGGESTIONS = "Pages with similar names";
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** Waits until the suggestion search has answered (the index or the hosted service), so "nothing shown" is final. */
async function waitForSearchToSettle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
}

describe("not-found page", () => {
  const suite = setUpSiteAndBrowser();
  const open = { viewport: { width: 1280, height: 900 } };

  // Each test expects the 404s its wrong paths are made of (see notFoundProblems); any other problem fails it.
  it("suggests at most five pages for a wrong path to a real topic, the right one among them, with working links", () =>
    suite.withPage({ ...open, expectedProblems: notFoundProblems(WRONG_S3_PATH) }, async (page) => {
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
      assert.equal(
        await page.getByRole("link", { name: "Cloudloop Data docs" }).getAttribute("href"),
        siteConfig.navbar.docsLink.to,
      );
      await region.getByRole("link", { name: "Simple Storage Service (S3)" }).click();
      await page.waitForURL((url) => url.pathname === S3_PAGE);
      // The address changes first; the new page renders on the next frame.
      await page.locator("h1", { hasText: /^Simple Storage Service \(S3\)$/ }).waitFor();
    }));

  it("finds pages for other wrong paths too: an old file name and a camelCase slug", async () => {
    for (const [route, expected] of OTHER_WRONG_PATHS) {
      await suite.withPage({ ...open, expectedProblems: notFoundProblems(route) }, async (page) => {
        await page.goto(`${suite.baseUrl}${route}`);
        await waitForHydration(page);
        const region = page.getByRole("region", { name: SUGGESTIONS });
        await region.waitFor();
        const hrefs = await region
          .getByRole("link")
          .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
        assert.ok(hrefs.length <= 5, `${route}: ${hrefs.length} suggestions`);
        assert.ok(hrefs.includes(expected), `${route}: expected ${expected} among ${hrefs.join(", ")}`);
      });
    }
  });

  it("shows nothing extra, and no error, when the path's words find nothing", () =>
    suite.withPage({ ...open, expectedProblems: notFoundProblems(NOWHERE_PATH) }, async (page) => {
      await page.goto(`${suite.baseUrl}${NOWHERE_PATH}`);
      await waitForHydration(page);
      await waitForSearchToSettle(page);
      assert.equal(await page.getByRole("region", { name: SUGGESTIONS }).count(), 0);
      assert.equal(await page.getByRole("heading", { level: 1 }).textContent(), "Page Not Found");
    }));

  // The index's base, aborted, is the only request Chromium reports beyond the 404s: the page adds no error of its own.
  it("shows nothing extra, and no error, when the search index cannot be loaded", () =>
    suite.withPage(
      { ...open, expectedProblems: [...notFoundProblems(WRONG_S3_PATH), abortedRequest(SEARCH_INDEX_BASE, "failed")] },
      async (page) => {
        await page.route("**/search-index/**", (route) => route.abort("failed"));
        await page.goto(`${suite.baseUrl}${WRONG_S3_PATH}`);
        await waitForHydration(page);
        await waitForSearchToSettle(page);
        assert.equal(await page.getByRole("region", { name: SUGGESTIONS }).count(), 0);
      },
    ));

  it("without JavaScript keeps the plain link to the docs root and suggests nothing", () =>
    suite.withPage(
      { ...open, javaScriptEnabled: false, expectedProblems: notFoundProblems(WRONG_S3_PATH, { javaScript: false }) },
      async (page) => {
        // The page is left only once its requests are done (the favicon comes after load): leaving sooner would cancel
        // them, which the harness cannot yet tell from failed requests.
        const response = await page.goto(`${suite.baseUrl}${WRONG_S3_PATH}`, { waitUntil: "networkidle" });
        assert.equal(response?.status(), 404);
        assert.equal(await page.getByRole("heading", { level: 1 }).textContent(), "Page Not Found");
        const docsRoot = page.getByRole("link", { name: "Cloudloop Data docs" });
        assert.equal(await docsRoot.getAttribute("href"), siteConfig.navbar.docsLink.to);
        assert.equal(await page.getByRole("region", { name: SUGGESTIONS }).count(), 0);
        await docsRoot.click();
        await page.waitForURL((url) => url.pathname === siteConfig.navbar.docsLink.to);
      },
    ));

  for (const mode of ["light", "dark"] as const) {
    it(`${mode} mode: axe finds no serious or critical violation with the suggestions shown`, () =>
      suite.withPage({ ...open, expectedProblems: notFoundProblems(WRONG_S3_PATH) }, async (page, context) => {
        await startInColorMode(context, mode);
        await page.emulateMedia({ reducedMotion: "reduce" });
        await page.goto(`${suite.baseUrl}${WRONG_S3_PATH}`);
        await waitForHydration(page);
        await page.getByRole("region", { name: SUGGESTIONS }).waitFor();
        assert.equal(await page.getAttribute("html", "data-theme"), mode);
        const problems = await findAxeViolations(page, WRONG_S3_PATH, TAGS, new Set(["serious", "critical"]));
        assert.deepEqual(problems, [], problems.join("\n"));
      }));
  }
});
