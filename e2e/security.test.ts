// Every page type runs under the strict Content-Security-Policy with no violation, and public/_headers carries the same policy.
import fs from "fs";
import path from "path";
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { readSearchConfig } from "../src/search/config";
import { algoliaConnectSources } from "../src/server/security-headers";
import { gotoHydrated, PUBLIC_DIR, searchBox, searchDialog, useSiteAndBrowser, watchCspViolations, watchErrors } from "./harness";


const PAGES = [
  { name: "home", route: "/" },
  { name: "doc", route: "/docs/concepts/thing" },
  { name: "category", route: "/docs/category/concepts" },
  { name: "search", route: "/search?q=long%20poll" },
  { name: "404", route: "/docs/no-such-page" },
  { name: "markdown page", route: "/markdown-page" },
];

describe("Content-Security-Policy", () => {
  const suite = useSiteAndBrowser();

  it("is strict for scripts, framing and connections on every page response", async () => {
    for (const { route } of PAGES) {
      const response = await fetch(`${suite.baseUrl}${route}`);
      const csp = response.headers.get("content-security-policy") ?? "";
      const scriptSrc = csp.split(";").map((part) => part.trim()).find((part) => part.startsWith("script-src ")) ?? "";
      assert.match(scriptSrc, /^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/, `${route}: ${scriptSrc}`);
      assert.match(csp, /frame-ancestors 'none'/);
      assert.match(csp, /(^|; )worker-src 'self'(;|$)/, `${route}: the search worker runs from the site only`);
      assert.doesNotMatch(csp, /unsafe-eval/);
      const connectSrc = csp.split(";").map((part) => part.trim()).find((part) => part.startsWith("connect-src "));
      assert.equal(connectSrc, ["connect-src", "'self'", ...algoliaConnectSources(readSearchConfig().algolia)].join(" "), "Algolia hosts only when Algolia is configured");
      assert.equal(response.headers.get("x-content-type-options"), "nosniff");
      assert.ok(response.headers.get("referrer-policy"));
      assert.ok(response.headers.get("permissions-policy"));
    }
  });

  for (const { name, route } of PAGES) {
    it(`runs the ${name} page with no violation`, async () => {
      const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
      const errors = watchErrors(page);
      const violations = await watchCspViolations(page);
      await gotoHydrated(page, `${suite.baseUrl}${route}`);
      await page.waitForLoadState("networkidle");
      assert.deepEqual(await violations(), []);
      // Only the not-found route answers 404 by design (its document and the page-data Gatsby asks for it); anywhere else a 404 is a missing file.
      const expected = name === "404" ? /^console: Failed to load resource: the server responded with a status of 404 \(Not Found\)$/ : null;
      assert.deepEqual(errors.filter((error) => !expected?.test(error)), []);
      await page.close();
    });
  }

  it("opens the search modal and shows results with no violation", async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const violations = await watchCspViolations(page);
    await gotoHydrated(page, `${suite.baseUrl}/docs/concepts/thing`);
    await page.keyboard.press("Control+K");
    await searchBox(page).fill("long poll");
    await searchDialog(page).getByRole("option").first().waitFor();
    assert.deepEqual(await violations(), []);
    await page.close();
  });

  it("would catch an injected inline script (the watcher is live)", async () => {
    const page = await suite.browser.newPage();
    const violations = await watchCspViolations(page);
    await gotoHydrated(page, `${suite.baseUrl}/docs/concepts/thing`);
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.injected = true;";
      document.body.appendChild(script);
    });
    await page.waitForFunction(() => (window as unknown as { cspViolations: unknown[] }).cspViolations.length > 0);
    assert.equal(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected), undefined);
    assert.match((await violations())[0] ?? "", /^script-src-elem blocked inline/);
    await page.close();
  });

  it("public/_headers gives static hosts the same policy as the server", async () => {
    const file = fs.readFileSync(path.join(PUBLIC_DIR, "_headers"), "utf8");
    assert.match(file, /^\/\*\n {2}X-Content-Type-Options: nosniff\n/);
    for (const route of ["/", "/docs/concepts/thing", "/search"]) {
      const served = (await fetch(`${suite.baseUrl}${route}`)).headers.get("content-security-policy");
      const block = new RegExp(`^${route.replace(/[/.]/g, "\\$&")}\\n {2}Content-Security-Policy: (.+)$`, "m").exec(file);
      assert.equal(block?.[1], served, `${route} in _headers`);
    }
  });
});
