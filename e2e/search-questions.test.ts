// Readers' questions typed into the search dialog on the built site land on the page that answers them in the top 3.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { gotoHydrated, searchBox, searchDialog, setUpSiteAndBrowser } from "./harness";

/**
 * The pages of the first three options in the dialog, in the order on screen (path without anchor or trailing slash).
 */
async function firstThreePages(page: Page, query: string): Promise<string[]> {
  await page.keyboard.press("Control+K");
  await searchBox(page).fill(query);
  const options = searchDialog(page).getByRole("option");
  // fill() types the whole query at once, so the first results shown are the query's own.
  await options.first().waitFor();
  const hrefs = await options.evaluateAll((elements) =>
    elements.slice(0, 3).map((element) => element.getAttribute("href") ?? ""),
  );
  return hrefs.map((href) => (href.split("#")[0] ?? "").replace(/(.)\/$/, "$1"));
}

describe("readers' questions in the search dialog", () => {
  const suite = setUpSiteAndBrowser();

  const ask = (query: string): Promise<string[]> =>
    suite.withPage({ viewport: { width: 1280, height: 900 } }, async (page) => {
      await gotoHydrated(page, `${suite.baseUrl}/docs/concepts/thing`);
      return firstThreePages(page, query);
    });

  it('shows the Authentication page in the top 3 for "how do I get a token"', async () => {
    const pages = await ask("how do I get a token");
    assert.ok(pages.includes("/docs/api/authentication"), `top 3: ${pages.join(", ")}`);
  });

  it('shows the LingoMO page in the top 3 for "MO message format" and "mobile originated message format"', async () => {
    for (const query of ["MO message format", "mobile originated message format"]) {
      const pages = await ask(query);
      assert.ok(pages.includes("/docs/lingo/mo"), `${query}: top 3: ${pages.join(", ")}`);
    }
  });
});
