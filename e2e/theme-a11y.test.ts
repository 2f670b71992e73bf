// Accessibility in both colour modes: axe finds no serious or critical violation (contrast included) on the home
// page, a doc page, a category page and the search page, at desktop and narrow widths (best practices included).
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { findAxeViolations, gotoHydrated, setUpSiteAndBrowser, waitForAnimationsToStop } from "./harness";

const PAGES = ["/", "/docs/concepts/thing", "/docs/category/concepts", "/search"];
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
const SERIOUS = new Set(["serious", "critical"]);

describe("accessibility (axe, WCAG 2.2 AA)", () => {
  const suite = setUpSiteAndBrowser();

  for (const mode of ["light", "dark"] as const) {
    for (const [width, label] of [
      [1280, "desktop"],
      [800, "narrow"],
    ] as const) {
      it(`${mode} mode, ${label}: no serious or critical violations`, async () => {
        await suite.withPage({ colorMode: mode, viewport: { width, height: 900 } }, async (page) => {
          // Readers who ask for reduced motion get no transitions; axe then measures colours as shown, not mid-fade.
          await page.emulateMedia({ reducedMotion: "reduce" });
          const problems: string[] = [];
          for (const route of PAGES) {
            await gotoHydrated(page, `${suite.baseUrl}${route}`);
            assert.equal(await page.getAttribute("html", "data-theme"), mode);
            await waitForAnimationsToStop(page);
            problems.push(...(await findAxeViolations(page, route, TAGS, SERIOUS)));
          }
          assert.deepEqual(problems, [], problems.join("\n"));
        });
      });
    }
  }
});
