// MDX components in the browser: the byte-layout figure, tabs and admonitions pass axe in both colour modes.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { findAxeViolationsInside, gotoHydrated, startInColorMode, setUpSiteAndBrowser } from "./harness";

describe("MDX components", () => {
  const suite = setUpSiteAndBrowser();

  for (const theme of ["light", "dark"] as const) {
    it(`the byte layout, tabs and admonitions have no axe violations (${theme})`, () =>
      suite.withPage({ colorScheme: theme }, async (page, context) => {
        await startInColorMode(context, theme);
        await gotoHydrated(page, `${suite.baseUrl}/markdown-page`);
        assert.equal(await page.locator("html").getAttribute("data-theme"), theme, `the page renders in ${theme} mode`);
        const layout = page.locator(".byte-layout");
        assert.equal(await layout.count(), 1);
        assert.deepEqual(await layout.locator("tbody th").allTextContents(), ["version", "length", "body"]);
        assert.deepEqual(await findAxeViolationsInside(page, [".byte-layout", ".tabs", ".admonition"]), []);
      }));
  }
});
