// axe on every sitemap URL, /search and the not-found page: no WCAG 2.2 A/AA violation in either colour mode
// (dark mode reruns only the colour rules) and uniquely named landmarks.
import fs from "fs";
import path from "path";
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { siteConfig } from "../src/config/site";
import {
  findAxeViolations,
  findAxeViolationsAgain,
  PUBLIC_DIR,
  switchToDarkMode,
  setUpSiteAndBrowser,
  waitForHydration,
} from "./harness";
import { notFoundProblems } from "./lib/expected-problems";

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
/**
 * The WCAG A/AA rules of axe whose outcome depends on colours: text contrast, and links told apart from text by colour.
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];
/** A best practice, not a WCAG rule: two tables under one heading must not give screen readers two equal regions. */
const EXTRA_RULES = ["landmark-unique"];
const NOT_FOUND = "/docs/no-such-page";

/** The site paths listed in the built sitemap. */
function sitemapPaths(): string[] {
  const xml = fs.readFileSync(path.join(PUBLIC_DIR, "sitemap-0.xml"), "utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
}

describe(
  "accessibility of every page (axe, WCAG 2.2 AA and unique landmarks, any impact)",
  { concurrency: true },
  () => {
    const suite = setUpSiteAndBrowser();
    const routes = [...sitemapPaths(), siteConfig.search.pagePath, NOT_FOUND];

    it("the sitemap lists the whole site", () => {
      assert.ok(routes.length > 60, `expected every doc and category page, found ${routes.length}`);
    });

    // Two halves at a time (node:test runs them together): axe keeps both cores busy.
    const half = Math.ceil(routes.length / 2);
    for (const [first, part] of [
      [1, routes.slice(0, half)],
      [half + 1, routes.slice(half)],
    ] as const) {
      it(`pages ${first}-${first + part.length - 1}: no violations (light), no colour violations (dark)`, async () => {
        const expectedProblems = part.includes(NOT_FOUND) ? notFoundProblems(NOT_FOUND) : [];
        await suite.withPage(
          { colorMode: "light", viewport: { width: 1280, height: 900 }, expectedProblems },
          async (page) => {
            const problems: string[] = [];
            for (const route of part) {
              await page.goto(`${suite.baseUrl}${route}`);
              await waitForHydration(page);
              assert.equal(await page.getAttribute("html", "data-theme"), "light", route);
              // The not-found page is checked with its suggestions, which arrive once the search has answered.
              if (route === NOT_FOUND) await page.waitForLoadState("networkidle");
              problems.push(...(await findAxeViolations(page, route, WCAG_22_AA, undefined, EXTRA_RULES)));
              await switchToDarkMode(page);
              problems.push(...(await findAxeViolationsAgain(page, `${route} (dark)`, COLOUR_RULES)));
            }
            assert.deepEqual(problems, [], problems.join("\n"));
          },
        );
      });
    }
  },
);
