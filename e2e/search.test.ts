// The search modal in Chromium on the production build (Preact):
// lazy loading, shortcuts, results, saved searches, errors.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "playwright-core";
import {
  gotoHydrated,
  openAfresh,
  searchBox,
  searchDialog,
  startInColorMode,
  setUpSiteAndBrowser,
  waitForAnimationsToStop,
  watchRequests,
} from "./harness";
import { ERROR_HELP, ERROR_TITLE } from "../src/search/errors";
import { abortedRequest, SEARCH_INDEX_BASE } from "./lib/expected-problems";

const DOC = "/docs/api/overview";
/** The index's base, aborted as if the network were down: the request the error screen test provokes. */
const INDEX_DISCONNECTED = [abortedRequest(SEARCH_INDEX_BASE, "internetdisconnected")];

describe("search modal", () => {
  const suite = setUpSiteAndBrowser();

  const wide = { viewport: { width: 1280, height: 900 } };
  /** Runs `check` on a hydrated page at DOC, in a watched context of its own. */
  const onPage = (check: (page: Page, context: BrowserContext) => Promise<void>, options = wide) =>
    suite.withPage(options, async (page, context) => {
      await gotoHydrated(page, `${suite.baseUrl}${DOC}`);
      await check(page, context);
    });
  const dialog = searchDialog;
  const box = searchBox;
  const openWithKeys = async (page: Page): Promise<void> => {
    await page.keyboard.press("Control+K");
    await box(page).waitFor();
  };

  it("loads no search code or index with the page, only on intent", () =>
    suite.withPage(wide, async (page) => {
      const scripts: string[] = [];
      const indexRequests: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/search-index/")) indexRequests.push(request.url());
      });
      page.on("response", (response) => {
        if (response.url().endsWith(".js")) scripts.push(response.url());
      });
      await gotoHydrated(page, `${suite.baseUrl}${DOC}`);
      await page.waitForLoadState("networkidle");
      assert.deepEqual(indexRequests, []);
      for (const url of scripts) {
        const source = await (await fetch(url)).text();
        for (const marker of [ERROR_TITLE, "algoliasearch-helper", "MiniSearch"]) {
          assert.ok(!source.includes(marker), `${url} (first load) contains ${marker}`);
        }
      }
      const button = page.getByRole("link", { name: "Search Ctrl K", exact: true });
      assert.match((await button.textContent()) ?? "", /Ctrl\s*K/);
      await button.hover();
      await page.waitForResponse(
        (response) => response.url().includes("/search-index/cloudloop_docs.json") && response.ok(),
      );
      assert.equal(await dialog(page).count(), 0, "hovering does not open the dialog");
    }));

  it("opens with Ctrl+K, the button and /, closes with Escape and Ctrl+K, and gives focus back", () =>
    onPage(async (page) => {
      await openWithKeys(page);
      assert.equal(await box(page).evaluate((element) => element === document.activeElement), true);
      await page.keyboard.press("Escape");
      await dialog(page).waitFor({ state: "detached" });
      await page.keyboard.press("/");
      await box(page).waitFor();
      await page.keyboard.press("Control+K");
      await dialog(page).waitFor({ state: "detached" });
      const button = page.getByRole("link", { name: "Search Ctrl K", exact: true });
      await button.click();
      await box(page).waitFor();
      await page.keyboard.press("Escape");
      await dialog(page).waitFor({ state: "detached" });
      assert.equal(
        await button.evaluate((element) => element === document.activeElement),
        true,
        "focus is back on the button",
      );
      // "/" typed into a field stays in the field.
      await page.evaluate(() => {
        const input = document.createElement("input");
        input.id = "other-field";
        document.body.appendChild(input);
        input.focus();
      });
      await page.keyboard.press("/");
      assert.equal(await page.inputValue("#other-field"), "/");
      assert.equal(await dialog(page).count(), 0);
    }));

  it("keeps Tab inside the dialog", () =>
    onPage(async (page) => {
      await openWithKeys(page);
      await box(page).fill("bucket");
      await dialog(page).getByRole("option").first().waitFor();
      for (let step = 0; step < 8; step++) {
        await page.keyboard.press("Tab");
        assert.equal(
          await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))),
          true,
          `focus stays inside after ${step + 1} tabs`,
        );
      }
    }));

  it("shows results grouped by category, with path and highlighted snippet", () =>
    onPage(async (page) => {
      await openWithKeys(page);
      await box(page).fill("destination");
      const listbox = dialog(page).getByRole("listbox", { name: "Search results" });
      await listbox.getByRole("option").first().waitFor();
      const groups = await listbox
        .getByRole("group")
        .evaluateAll((elements) =>
          elements.map(
            (element) =>
              element.getAttribute("aria-labelledby") &&
              document.getElementById(element.getAttribute("aria-labelledby") ?? "")?.textContent,
          ),
        );
      assert.ok(groups.length >= 2, `several groups: ${groups.join(", ")}`);
      assert.equal(new Set(groups).size, groups.length, "each category once");
      assert.ok((await listbox.locator("mark").count()) > 0, "matches are highlighted");
      // A heading or text hit shows its title line, then the path of headings above it ("Page › Section").
      const lines = await listbox.getByRole("option").evaluateAll((options) =>
        options.map((option) =>
          (option as HTMLElement).innerText
            .split("\n")
            .map((line) => line.trim())
            .filter((line) => line && line !== "↵"),
        ),
      );
      assert.ok(
        lines.some((option) => option.length === 2),
        "hits show their hierarchy path",
      );
      assert.equal((await dialog(page).getByRole("option").count()) <= 20, true);
    }));

  it("opens a hit with the keyboard, then lists it as a recent search to star and remove", () =>
    onPage(async (page, context) => {
      await openWithKeys(page);
      await box(page).fill("long poll");
      const first = dialog(page).getByRole("option").first();
      await first.waitFor();
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowUp");
      assert.equal(await first.getAttribute("aria-selected"), "true");
      const href = (await first.getAttribute("href")) ?? "";
      assert.equal(href, "/docs/api/get-message-long-poll");
      await page.keyboard.press("Enter");
      await page.waitForURL(`**${href}`);
      await dialog(page).waitFor({ state: "detached" });
      // The address changes first; the new page renders on the next frame.
      await page.locator("h1", { hasText: /^Get Messages - Long Poll$/ }).waitFor();

      // Loaded afresh: the recent search comes from storage.
      const reloaded = await openAfresh(context, page.url());
      await openWithKeys(reloaded);
      const recent = dialog(reloaded).getByRole("grid", { name: "Recent" });
      await recent.waitFor();
      assert.equal(await recent.getByRole("row").first().getByRole("link").getAttribute("href"), href);
      await recent.getByRole("button", { name: "Save this search" }).first().click();
      const favorite = dialog(reloaded).getByRole("grid", { name: "Favorite" });
      await favorite.waitFor();
      assert.equal(await favorite.getByRole("row").first().getByRole("link").getAttribute("href"), href);
      await favorite.getByRole("button", { name: "Remove this search from favorites" }).click();
      await dialog(reloaded).getByText("No recent searches").waitFor();
    }));

  it("links to all results on the /search page", () =>
    onPage(async (page) => {
      await openWithKeys(page);
      await box(page).fill("token");
      const seeAll = dialog(page).getByRole("link", { name: /^See all \d+ results$/ });
      await seeAll.waitFor();
      const count = Number(/\d+/.exec((await seeAll.textContent()) ?? "")?.[0]);
      await seeAll.click();
      await page.waitForURL("**/search?q=token");
      await page.getByText(`${count} results for "token"`).waitFor();
      assert.equal(await dialog(page).count(), 0);
    }));

  it("says when nothing matches and offers queries that do", () =>
    onPage(async (page) => {
      await openWithKeys(page);
      await box(page).fill("zzqqxx");
      await dialog(page).getByText("Try searching for").waitFor();
      assert.match((await dialog(page).innerText()).replace(/\s+/g, " "), /No results for "zzqqxx"/);
      await dialog(page).getByText("Believe this query should return results?").waitFor();
      assert.match(
        (await dialog(page).getByRole("link", { name: "Let us know." }).getAttribute("href")) ?? "",
        /^mailto:/,
      );
      const suggestion = dialog(page).getByRole("listitem").getByRole("button").first();
      const text = (await suggestion.textContent()) ?? "";
      await suggestion.click();
      assert.equal(await box(page).inputValue(), text);
      await dialog(page).getByRole("option").first().waitFor();
    }));

  it("shows the error screen when the index cannot be fetched", () =>
    suite.withPage({ expectedProblems: INDEX_DISCONNECTED }, async (page) => {
      await page.route("**/search-index/**", (route) => route.abort("internetdisconnected"));
      await gotoHydrated(page, `${suite.baseUrl}${DOC}`);
      await openWithKeys(page);
      await box(page).fill("token");
      await dialog(page).getByText(ERROR_TITLE).waitFor();
      await dialog(page).getByText(ERROR_HELP).waitFor();
      await dialog(page).getByText("Network request failed").waitFor();
      // Once the network is back, the next keystroke loads the index and searches.
      await page.unroute("**/search-index/**");
      await box(page).fill("tokens");
      await dialog(page).getByRole("option").first().waitFor();
    }));

  it("accepts at most 64 characters", () =>
    onPage(async (page) => {
      await openWithKeys(page);
      await box(page).pressSequentially("a".repeat(80));
      assert.equal((await box(page).inputValue()).length, 64);
    }));

  it("starts from the selected text, cut to 64 characters", () =>
    onPage(async (page) => {
      const selected = await page.evaluate(() => {
        // The first paragraph of prose: the page's controls (Copy page status, Your values) hold short ones.
        const paragraph = Array.from(document.querySelectorAll<HTMLElement>("main p")).find(
          (candidate) => candidate.innerText.length > 100,
        );
        if (!paragraph) throw new Error("no paragraph of prose");
        const range = document.createRange();
        range.selectNodeContents(paragraph);
        const selection = window.getSelection();
        selection?.removeAllRanges();
        selection?.addRange(range);
        return selection?.toString() ?? "";
      });
      assert.ok(selected.length > 64);
      await openWithKeys(page);
      assert.equal(await box(page).inputValue(), selected.replace(/\s+/g, " ").trim().slice(0, 64));
    }));

  it("never runs HTML typed into the query", () =>
    onPage(async (page) => {
      const dialogs: string[] = [];
      page.on("dialog", (alert) => {
        dialogs.push(alert.message());
        void alert.dismiss();
      });
      const requests = watchRequests(page);
      await openWithKeys(page);
      await box(page).fill('<img src=x onerror="window.__xss=1;alert(1)">');
      await dialog(page)
        .getByText(/No results for|results/)
        .first()
        .waitFor();
      // Markup taken as HTML would request the image "x"; every request up to now is in, the control image proves it.
      assert.deepEqual(
        (await requests.settled()).filter((url) => url.pathname.endsWith("/x")),
        [],
      );
      assert.equal(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), undefined);
      assert.equal(await dialog(page).locator("img").count(), 0);
      assert.deepEqual(dialogs, []);
    }));

  for (const mode of ["light", "dark"] as const) {
    it(`has no serious or critical axe violations in its screens (${mode} mode)`, () =>
      suite.withPage(wide, async (page, context) => {
        await startInColorMode(context, mode);
        // No transitions for readers who ask for reduced motion: axe measures colours as shown.
        await page.emulateMedia({ reducedMotion: "reduce" });
        await gotoHydrated(page, `${suite.baseUrl}${DOC}`);
        const problems: string[] = [];
        const check = async (screen: string): Promise<void> => {
          await waitForAnimationsToStop(page);
          const results = await new AxeBuilder({ page })
            .include('[role="dialog"]')
            .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
            .analyze();
          for (const violation of results.violations) {
            if (violation.impact === "serious" || violation.impact === "critical")
              problems.push(
                `${screen}: ${violation.id} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
              );
          }
        };
        await openWithKeys(page);
        await box(page).fill("long poll");
        await dialog(page).getByRole("option").first().waitFor();
        await check("results");
        await page.keyboard.press("ArrowDown");
        await page.keyboard.press("Enter");
        await page.waitForURL("**/docs/api/**");
        await openWithKeys(page);
        await dialog(page).getByRole("grid", { name: "Recent" }).waitFor();
        await check("saved searches");
        await box(page).fill("zzqqxx");
        await dialog(page).getByText("Try searching for").waitFor();
        await check("no results");
        assert.deepEqual(problems, []);
      }));
  }

  it("shows 5-word snippets on narrow screens", () =>
    onPage(
      async (page) => {
        await page.keyboard.press("Control+K");
        await box(page).fill("retry backoff");
        const option = dialog(page).getByRole("option").first();
        await option.waitFor();
        // Snippets come with the hits' text, after the hits: each option is busy until its line is drawn.
        await page.waitForFunction(() => !document.querySelector('[role="dialog"] [role="option"][aria-busy="true"]'));
        const titles = await dialog(page)
          .getByRole("option")
          .evaluateAll((options) => options.map((option) => (option as HTMLElement).innerText.split("\n")[0] ?? ""));
        const snippets = titles.filter((title) => title.includes("…"));
        assert.ok(snippets.length > 0, "some hits are cut snippets");
        for (const snippet of snippets) {
          const words = snippet
            .replace(/…/g, " ")
            .split(/[\s\p{P}\p{S}]+/u)
            .filter(Boolean);
          assert.ok(words.length <= 5, `"${snippet}" has at most 5 words`);
        }
      },
      { viewport: { width: 600, height: 900 } },
    ));
});
