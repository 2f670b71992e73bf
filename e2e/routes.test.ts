// Every route of the spec answers 200 with its h1; unknown paths answer 404 with the not-found page.
import fs from "fs";
import path from "path";
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { normalizeRoute } from "../src/lib/url";
import { openAfresh, readRouteFixture, setUpSiteAndBrowser, waitForHydration } from "./harness";
import { notFoundProblems } from "./lib/expected-problems";

const routes = readRouteFixture(
  fs.readFileSync(path.join(__dirname, "..", "src", "__fixtures__", "routes.txt"), "utf8"),
);
/** A path the site does not have. */
const UNKNOWN_PATH = "/docs/nope";

// The routes' checks are independent and mostly wait (hydration, network idle): four run at a time.
describe("spec routes", { concurrency: 4 }, () => {
  const suite = setUpSiteAndBrowser();

  it("the route table is the spec's", () => {
    assert.equal(routes.length, 64);
    assert.ok(routes.includes("/docs/protocols/ies/"));
  });

  for (const route of routes) {
    // Without errors: the harness fails the test on any problem the page shows.
    it(`${route} answers 200 with its h1 and runs without errors`, () =>
      suite.withPage({}, async (page) => {
        const response = await page.goto(`${suite.baseUrl}${route}`);
        assert.equal(response?.status(), 200);
        await waitForHydration(page);
        const h1 = page.locator("h1");
        assert.equal(await h1.count(), 1, "exactly one h1");
        const heading = (await h1.textContent())?.trim() ?? "";
        assert.ok(heading.length > 0, "the h1 has text");
        assert.match(await page.title(), /Cloudloop Knowledgebase$/);
        assert.equal(new URL(page.url()).pathname, route);
        // Errors from what the page fetches after hydration (page data, lazy chunks) count too.
        await page.waitForLoadState("networkidle");
      }));
  }

  it("an unknown path answers 404 with the not-found page", () =>
    suite.withPage({ expectedProblems: notFoundProblems(UNKNOWN_PATH) }, async (page) => {
      const response = await page.goto(`${suite.baseUrl}${UNKNOWN_PATH}`);
      assert.equal(response?.status(), 404);
      await waitForHydration(page);
      assert.equal(await page.locator("h1").textContent(), "Page Not Found");
    }));

  for (const [alias, canonical] of [
    ["/docs/data.html", "/docs/data"],
    ["/docs/data/index.html", "/docs/data/"],
    ["/docs/protocols/ies/index.html", "/docs/protocols/ies/"],
    ["/docs/concepts/thing.html", "/docs/concepts/thing"],
  ] as const) {
    it(`${alias} shows the same page as ${canonical}`, () =>
      suite.withPage({}, async (page, context) => {
        const response = await page.goto(`${suite.baseUrl}${alias}`);
        assert.equal(response?.status(), 200);
        await waitForHydration(page);
        const aliasH1 = await page.locator("h1").textContent();
        assert.equal(normalizeRoute(new URL(page.url()).pathname), normalizeRoute(canonical));
        const canonicalPage = await openAfresh(context, `${suite.baseUrl}${canonical}`);
        assert.equal(await canonicalPage.locator("h1").textContent(), aliasH1);
        assert.notEqual(aliasH1, "Page Not Found");
        await page.waitForLoadState("networkidle");
        await canonicalPage.waitForLoadState("networkidle");
      }));
  }

  it("the build emits .html files for static hosts", () => {
    for (const file of ["docs/data.html", "docs/protocols/ies.html", "docs/category/aws.html", "markdown-page.html"]) {
      assert.ok(fs.existsSync(path.join(__dirname, "..", "public", file)), `${file} exists`);
    }
  });
});
