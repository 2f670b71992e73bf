// Every page type runs under the strict Content-Security-Policy
// with no violation, and public/_headers carries the same policy.
import { createHash } from "crypto";
import fs from "fs";
import path from "path";
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { readSearchConfig } from "../src/search/config";
import { algoliaConnectSources } from "../src/server/security-headers";
import { gotoHydrated, PUBLIC_DIR, searchBox, searchDialog, setUpSiteAndBrowser } from "./harness";
import { notFoundProblems } from "./lib/expected-problems";

const DOC = "/docs/concepts/thing";
const NOT_FOUND_ROUTE = "/docs/no-such-page";
const PAGES = [
  { name: "home", route: "/" },
  { name: "doc", route: DOC },
  { name: "category", route: "/docs/category/concepts" },
  { name: "search", route: "/search?q=long%20poll" },
  { name: "404", route: NOT_FOUND_ROUTE },
  { name: "markdown page", route: "/markdown-page" },
];

/** A directive of a Content-Security-Policy header, as written there ("" when absent). */
const directiveOf = (csp: string, name: string): string =>
  csp
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? "";

/** An inline script a test injects: the policy must block it. */
const INJECTED_SCRIPT = "window.injected = true;";
/**
 * What the blocked script brings under the page's policy `csp`: the violation event and Chromium's console report of
 * it, which names the directive and the hash that would have allowed
 * the script. The harness fails the test if either is missing.
 */
const injectedScriptProblems = (csp: string): string[] => [
  "csp: script-src-elem blocked inline",
  `console: Executing inline script violates the following Content Security Policy directive ` +
    `'${directiveOf(csp, "script-src")}'. ` +
    `Either the 'unsafe-inline' keyword, ` +
    `a hash ('sha256-${createHash("sha256").update(INJECTED_SCRIPT).digest("base64")}'), ` +
    "or a nonce ('nonce-...') is required to enable inline execution. The action has been blocked.",
];

describe("Content-Security-Policy", () => {
  const suite = setUpSiteAndBrowser();
  const open = { viewport: { width: 1280, height: 900 } };

  it("is strict for scripts, framing and connections on every page response", async () => {
    for (const { route } of PAGES) {
      const response = await fetch(`${suite.baseUrl}${route}`);
      const csp = response.headers.get("content-security-policy") ?? "";
      const scriptSrc = directiveOf(csp, "script-src");
      assert.match(scriptSrc, /^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/, `${route}: ${scriptSrc}`);
      assert.match(csp, /frame-ancestors 'none'/);
      assert.match(csp, /(^|; )worker-src 'self'(;|$)/, `${route}: the search worker runs from the site only`);
      assert.doesNotMatch(csp, /unsafe-eval/);
      const connectSrc = directiveOf(csp, "connect-src");
      assert.equal(
        connectSrc,
        ["connect-src", "'self'", ...algoliaConnectSources(readSearchConfig().algolia)].join(" "),
        "Algolia hosts only when Algolia is configured",
      );
      assert.equal(response.headers.get("x-content-type-options"), "nosniff");
      assert.ok(response.headers.get("referrer-policy"));
      assert.ok(response.headers.get("permissions-policy"));
    }
  });

  // No violation and no other problem: the harness watches every page for both. Only the not-found route answers
  // 404 by design (its document and the page data Gatsby asks for); anywhere else a 404 is a missing file.
  for (const { name, route } of PAGES) {
    it(`runs the ${name} page with no violation`, () =>
      suite.withPage(
        { ...open, expectedProblems: route === NOT_FOUND_ROUTE ? notFoundProblems(route) : [] },
        async (page) => {
          await gotoHydrated(page, `${suite.baseUrl}${route}`);
          await page.waitForLoadState("networkidle");
        },
      ));
  }

  it("opens the search modal and shows results with no violation", () =>
    suite.withPage(open, async (page) => {
      await gotoHydrated(page, `${suite.baseUrl}${DOC}`);
      await page.keyboard.press("Control+K");
      await searchBox(page).fill("long poll");
      await searchDialog(page).getByRole("option").first().waitFor();
    }));

  it("would catch an injected inline script (the watcher is live)", async () => {
    const csp = (await fetch(`${suite.baseUrl}${DOC}`)).headers.get("content-security-policy") ?? "";
    await suite.withPage({ expectedProblems: injectedScriptProblems(csp) }, async (page) => {
      await gotoHydrated(page, `${suite.baseUrl}${DOC}`);
      // Resolves on the violation event, which the harness's own listener (added first) has reported by then.
      await page.evaluate(
        (source) =>
          new Promise<void>((resolve) => {
            document.addEventListener("securitypolicyviolation", () => resolve(), { once: true });
            const script = document.createElement("script");
            script.textContent = source;
            document.body.appendChild(script);
          }),
        INJECTED_SCRIPT,
      );
      assert.equal(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected), undefined);
    });
  });

  it("public/_headers gives static hosts the same policy as the server", async () => {
    const file = fs.readFileSync(path.join(PUBLIC_DIR, "_headers"), "utf8");
    assert.match(file, /^\/\*\n {2}X-Content-Type-Options: nosniff\n/);
    for (const route of ["/", "/docs/concepts/thing", "/search"]) {
      const served = (await fetch(`${suite.baseUrl}${route}`)).headers.get("content-security-policy");
      const block = new RegExp(`^${route.replace(/[/.]/g, "\\$&")}\\n {2}Content-Security-Policy: (.+)$`, "m").exec(
        file,
      );
      assert.equal(block?.[1], served, `${route} in _headers`);
    }
  });
});
