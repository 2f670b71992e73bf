// Docs pages in a real browser: category cards, the shared sidebar, breadcrumbs, pagination, MDX features.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "child_process";
import path from "path";
import type { Page } from "playwright-core";
import { clickOnceSettled, gotoHydrated, PROJECT_ROOT, setUpSiteAndBrowser } from "./harness";

describe("docs pages", () => {
  const suite = setUpSiteAndBrowser();
  /** Runs `check` on a hydrated page at `route`, in a watched context of its own. */
  const onPage = (route: string, check: (page: Page) => Promise<void>) =>
    suite.withPage({ viewport: { width: 1280, height: 900 } }, async (page) => {
      await gotoHydrated(page, `${suite.baseUrl}${route}`);
      await check(page);
    });

  it("a category page shows a card with title and description per child", () =>
    onPage("/docs/category/aws", async (page) => {
      const cards = page.locator(".category-card");
      assert.equal(await cards.count(), 2);
      assert.deepEqual(await cards.evaluateAll((links) => links.map((link) => link.getAttribute("href"))), [
        "/docs/destinations/aws/aws-s3",
        "/docs/destinations/aws/aws-sqs",
      ]);
      for (const text of await cards.allTextContents()) assert.ok(text.length > 40, `card has a description: ${text}`);
    }));

  it("the eight generated category pages each list their children", async () => {
    for (const slug of [
      "concepts",
      "destinations",
      "aws",
      "azure",
      "google-cloud",
      "iot-platforms",
      "protocols",
      "gc-tracking-devices-p6",
    ]) {
      await onPage(`/docs/category/${slug}`, async (page) => {
        assert.ok((await page.locator(".category-card").count()) >= 2, `${slug} has cards`);
      });
    }
  });

  it("every docs page shares one sidebar with the current page marked", () =>
    onPage("/docs/destinations/aws/aws-s3", async (page) => {
      const sidebar = page.getByRole("navigation", { name: "Docs sidebar" });
      const current = sidebar.locator('[aria-current="page"]');
      assert.equal(await current.count(), 1);
      assert.equal(await current.getAttribute("href"), "/docs/destinations/aws/aws-s3");
      const topLevel = await sidebar.locator(":scope > ul > li").count();
      assert.equal(topLevel, 9);
    }));

  it("breadcrumbs lead through the categories", () =>
    onPage("/docs/destinations/aws/aws-s3", async (page) => {
      const crumbs = page.getByRole("navigation", { name: "Breadcrumbs" });
      assert.equal(
        await crumbs.getByRole("link", { name: "Destinations" }).getAttribute("href"),
        "/docs/category/destinations",
      );
      assert.equal(await crumbs.getByRole("link", { name: "AWS" }).getAttribute("href"), "/docs/category/aws");
    }));

  it("navigates client-side through the sidebar and the pager", () =>
    onPage("/docs/concepts/thing", async (page) => {
      await page.evaluate(() => {
        (window as unknown as { marker: string }).marker = "same document";
      });
      const sameDocument = () => page.evaluate(() => (window as unknown as { marker?: string }).marker);
      await clickOnceSettled(page.getByRole("navigation", { name: "Docs pages" }).getByRole("link", { name: /Next/ }));
      await page.waitForURL(/\/docs\/concepts\/thing-group$/);
      // The address changes first; the new page renders on the next frame.
      await page.locator("h1", { hasText: /^Thing Group$/ }).waitFor();
      assert.equal(await sameDocument(), "same document", "the pager navigates without a page load");

      const sidebar = page.getByRole("navigation", { name: "Docs sidebar" });
      await sidebar.getByRole("link", { name: "Pulse", exact: true }).click();
      await page.waitForURL(/\/docs\/concepts\/pulse$/);
      await page.locator("h1", { hasText: /^Pulse$/ }).waitFor();
      assert.equal(await sidebar.locator('[aria-current="page"]').getAttribute("href"), "/docs/concepts/pulse");
      assert.equal(await sameDocument(), "same document", "the sidebar navigates without a page load");
    }));

  it("renders MDX features: highlighted code with a title, tables, tabs and heading anchors", () =>
    onPage("/markdown-page", async (page) => {
      assert.ok((await page.locator("pre .token").count()) > 0, "code is highlighted at build time");
      assert.equal(await page.locator("figcaption", { hasText: "A message record (shortened)" }).count(), 1);
      assert.ok((await page.locator(".highlight-line").count()) >= 2, "highlighted lines");
      assert.ok((await page.locator("table").count()) >= 2);
      assert.equal(await page.locator('h2#headings-and-links a.anchor-link[href="#headings-and-links"]').count(), 1);
      await page.getByRole("tab", { name: "Python" }).first().click();
      assert.match((await page.getByRole("tabpanel").first().textContent()) ?? "", /requests\.get/);
    }));

  it("each doc says when its last commit changed it, and shows no edit link while none is configured", () =>
    onPage("/docs/concepts/thing", async (page) => {
      for (const [route, file, title] of [
        ["/docs/concepts/thing", "concepts/thing.mdx", "Thing"],
        ["/docs/api/send-message", "api/send-message.mdx", "Send Messages (MT)"],
      ] as const) {
        if (route !== "/docs/concepts/thing") {
          // Client-side navigation must bring the other page's date, not keep the first one.
          await page.evaluate(
            (to) => (window as unknown as { ___navigate(path: string): void }).___navigate(to),
            route,
          );
          await page.waitForURL(`**${route}`);
        }
        await page.getByRole("heading", { level: 1, name: title, exact: true }).waitFor();
        const committed = spawnSync("git", ["log", "-1", "--no-merges", "--format=%ct", "--", file], {
          cwd: path.join(PROJECT_ROOT, "content", "docs"),
          encoding: "utf8",
        }).stdout.trim();
        assert.match(committed, /^\d+$/, `git knows ${file}`);
        const time = page.locator(".doc-page-meta time");
        await time.waitFor();
        const shown = await time.getAttribute("datetime");
        assert.ok(shown, "the date is machine-readable");
        assert.ok(
          Math.abs(new Date(shown).getTime() - Number(committed) * 1000) < 24 * 3600 * 1000,
          `${route}: ${shown} is the day of its last commit`,
        );
        assert.match(await page.locator(".doc-page-meta").innerText(), /^Last updated on \w{3} \d{1,2}, \d{4}$/);
        assert.equal(await page.getByRole("link", { name: /Edit this page/ }).count(), 0);
      }
    }));
});
