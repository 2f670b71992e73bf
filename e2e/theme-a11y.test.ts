// Accessibility in both colour modes: axe finds no serious or critical violation (contrast included) on the home
// page, a doc page, a category page and the search page.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import AxeBuilder from "@axe-core/playwright";
import { siteConfig } from "../src/config/site";
import { useSiteAndBrowser, waitForHydration } from "./harness";

const PAGES = ["/", "/docs/concepts/thing", "/docs/category/concepts", "/search"];

describe("accessibility (axe, WCAG 2.2 AA)", () => {
  const suite = useSiteAndBrowser();

  for (const mode of ["light", "dark"] as const) {
    for (const [width, label] of [
      [1280, "desktop"],
      [800, "narrow"],
    ] as const) {
      it(`${mode} mode, ${label}: no serious or critical violations`, async () => {
        const context = await suite.browser.newContext({ viewport: { width, height: 900 } });
        await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [siteConfig.colorMode.storageKey, mode] as const);
        const page = await context.newPage();
        const problems: string[] = [];
        for (const route of PAGES) {
          await page.goto(`${suite.baseUrl}${route}`);
          await waitForHydration(page);
          assert.equal(await page.getAttribute("html", "data-theme"), mode);
          // Let transitions settle so colours are measured as shown.
          await page.waitForTimeout(300);
          const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
          for (const violation of results.violations) {
            if (violation.impact !== "serious" && violation.impact !== "critical") continue;
            const targets = violation.nodes.slice(0, 5).map((node) => `${node.target.join(" ")}: ${node.failureSummary?.split("\n").slice(1, 2).join("")}`);
            problems.push(`${route} [${violation.impact}] ${violation.id}: ${violation.help}\n    ${targets.join("\n    ")}`);
          }
        }
        await context.close();
        assert.deepEqual(problems, [], problems.join("\n"));
      });
    }
  }
});
