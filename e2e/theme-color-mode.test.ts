// Colour mode, announcement bar and stored preferences in a real browser on the production build: the toggle cycle,
// persistence, no flash before the app loads (app bundle delayed), dismissal across reloads and id changes.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import type { BrowserContext, Page } from "playwright-core";
import { siteConfig } from "../src/config/site";
import { ANNOUNCEMENT_STORAGE_KEY } from "../src/lib/announcement";
import {
  clickOnceSettled,
  gotoHydrated,
  holdRequests,
  setUpSiteAndBrowser,
  storeBeforeScripts,
  waitForHydration,
} from "./harness";

const THEME_KEY = siteConfig.colorMode.storageKey;
const DARK_BACKGROUND = "rgb(18, 21, 25)";
const LIGHT_BACKGROUND = "rgb(255, 255, 255)";
const announcementId = siteConfig.announcementBar?.id ?? "";

const APP_BUNDLE = /\/app-[0-9a-f]+\.js$/;

/** Holds back the app bundle: the page as the reader sees it before any app code runs. */
const holdAppBundle = (page: Page) => holdRequests(page, APP_BUNDLE);

/** What is painted before the app: theme attributes, body colour, toggle icon, announcement visibility. */
function readFirstPaint(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const bar = document.querySelector(".announcement-bar");
    const visibleIcon = Array.from(document.querySelectorAll(".navbar button[aria-live] svg")).find(
      (icon) => getComputedStyle(icon).display !== "none",
    );
    return {
      hydrated: root.dataset.hydrated === "true",
      theme: root.getAttribute("data-theme"),
      choice: root.getAttribute("data-theme-choice"),
      background: getComputedStyle(document.body).backgroundColor,
      icon: visibleIcon?.getAttribute("class") ?? null,
      barDisplay: bar ? getComputedStyle(bar).display : "absent",
    };
  });
}

describe("colour mode and stored preferences", () => {
  const suite = setUpSiteAndBrowser();

  /** Runs `run` on a page of a watched context whose system colour scheme is `colorScheme`. */
  const onPage = (colorScheme: "light" | "dark", run: (page: Page, context: BrowserContext) => Promise<void>) =>
    suite.withPage({ viewport: { width: 1280, height: 900 }, colorScheme }, run);

  /**
   * Opens `route` with `choice` stored and the app bundle held back: the page as first painted, before any app code.
   */
  const openWithStoredChoice = async (context: BrowserContext, choice: string, route: string) => {
    await storeBeforeScripts(context, THEME_KEY, choice);
    const page = await context.newPage();
    const bundle = await holdAppBundle(page);
    await page.goto(`${suite.baseUrl}${route}`, { waitUntil: "domcontentloaded" });
    await bundle.requested;
    const first = await readFirstPaint(page);
    bundle.release();
    return { page, first };
  };

  it("defaults to light mode", async () => {
    await onPage("dark", async (page) => {
      await gotoHydrated(page, `${suite.baseUrl}/docs/concepts/thing`);
      assert.equal(await page.getAttribute("html", "data-theme"), "light");
      assert.equal(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), LIGHT_BACKGROUND);
    });
  });

  it("cycles light → dark → system → light, follows the system live, keeps the choice on reload", async () => {
    await onPage("light", async (page) => {
      await gotoHydrated(page, `${suite.baseUrl}/docs/concepts/thing`);
      const toggle = page.getByRole("button", { name: /Switch between dark and light mode/ });
      assert.equal(
        await toggle.getAttribute("aria-label"),
        "Switch between dark and light mode (currently light mode)",
      );

      await toggle.click();
      assert.equal(await toggle.getAttribute("aria-label"), "Switch between dark and light mode (currently dark mode)");
      assert.equal(await page.getAttribute("html", "data-theme"), "dark");
      assert.equal(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY), "dark");
      assert.equal(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), DARK_BACKGROUND);

      await toggle.click();
      assert.equal(
        await toggle.getAttribute("aria-label"),
        "Switch between dark and light mode (currently system mode)",
      );
      assert.equal(await page.getAttribute("html", "data-theme-choice"), "system");
      assert.equal(await page.getAttribute("html", "data-theme"), "light", "the emulated system is light");
      await page.emulateMedia({ colorScheme: "dark" });
      await page.waitForFunction(() => document.documentElement.getAttribute("data-theme") === "dark");
      assert.equal(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY), "system");

      await page.reload();
      await waitForHydration(page);
      assert.equal(await page.getAttribute("html", "data-theme"), "dark");
      assert.equal(
        await toggle.getAttribute("aria-label"),
        "Switch between dark and light mode (currently system mode)",
      );

      await toggle.click();
      assert.equal(
        await toggle.getAttribute("aria-label"),
        "Switch between dark and light mode (currently light mode)",
      );
      assert.equal(await page.getAttribute("html", "data-theme"), "light");

      await toggle.click();
      await page.reload();
      await waitForHydration(page);
      assert.equal(await page.getAttribute("html", "data-theme"), "dark", "dark survives a reload");
      // The choice also holds on client-side navigation.
      await clickOnceSettled(page.getByRole("navigation", { name: "Docs pages" }).getByRole("link", { name: /Next/ }));
      await page.waitForURL(/\/docs\/concepts\/thing-group$/);
      assert.equal(await page.getAttribute("html", "data-theme"), "dark");
    });
  });

  it("paints the stored dark mode before the app bundle has loaded (no flash)", async () => {
    await suite.withContext({ viewport: { width: 1280, height: 900 }, colorScheme: "light" }, async (context) => {
      const { page, first } = await openWithStoredChoice(context, "dark", "/docs/concepts/thing");
      assert.equal(first.hydrated, false, "the app has not run yet");
      assert.equal(first.theme, "dark");
      assert.equal(first.choice, "dark");
      assert.equal(first.background, DARK_BACKGROUND);
      assert.equal(first.icon, "icon-dark");
      // Positive control: released, the same bundle hydrates the page.
      await waitForHydration(page);
      assert.equal(await page.getAttribute("html", "data-theme"), "dark");
    });
  });

  it("paints a stored system choice from the operating system's preference before the app loads", async () => {
    await suite.withContext({ viewport: { width: 1280, height: 900 }, colorScheme: "dark" }, async (context) => {
      const { first } = await openWithStoredChoice(context, "system", "/");
      assert.equal(first.hydrated, false);
      assert.deepEqual(
        [first.theme, first.choice, first.background, first.icon],
        ["dark", "system", DARK_BACKGROUND, "icon-system"],
      );
    });
  });

  it("remembers a dismissed announcement across reloads, without a flash, until the id changes", async () => {
    assert.ok(announcementId, "the announcement bar is on");
    await onPage("light", async (page) => {
      await gotoHydrated(page, `${suite.baseUrl}/`);
      const bar = page.getByRole("region", { name: "Announcement" });
      assert.equal(await bar.isVisible(), true);
      assert.equal(await bar.getAttribute("data-announcement-id"), announcementId);
      await page.getByRole("button", { name: "Close announcement" }).click();
      assert.equal(await bar.count(), 0);
      assert.equal(await page.evaluate((key) => localStorage.getItem(key), ANNOUNCEMENT_STORAGE_KEY), announcementId);

      const bundle = await holdAppBundle(page);
      await page.reload({ waitUntil: "domcontentloaded" });
      await bundle.requested;
      const beforeApp = await readFirstPaint(page);
      bundle.release();
      assert.equal(beforeApp.hydrated, false);
      assert.equal(beforeApp.barDisplay, "none", "the dismissed bar is hidden before the app runs");
      await waitForHydration(page);
      assert.equal(await page.locator(".announcement-bar").count(), 0);
      await page.unroute(APP_BUNDLE);

      // A new announcement (the reader dismissed an older id) shows again.
      await page.evaluate((key) => localStorage.setItem(key, "an-older-announcement"), ANNOUNCEMENT_STORAGE_KEY);
      await page.reload();
      await waitForHydration(page);
      assert.equal(await page.getByRole("region", { name: "Announcement" }).isVisible(), true);
      assert.equal(
        await page.evaluate((key) => localStorage.getItem(key), ANNOUNCEMENT_STORAGE_KEY),
        null,
        "the stale dismissal is forgotten",
      );
    });
  });

  it("the announcement is rendered on the server, so it takes its place before the app loads", async () => {
    await onPage("light", async (page) => {
      const bundle = await holdAppBundle(page);
      await page.goto(`${suite.baseUrl}/docs/concepts/thing`, { waitUntil: "domcontentloaded" });
      await bundle.requested;
      const before = await page.evaluate(() => ({
        hydrated: document.documentElement.dataset.hydrated === "true",
        barTop: document.querySelector(".announcement-bar")?.getBoundingClientRect().top ?? null,
        h1Top: document.querySelector("h1")?.getBoundingClientRect().top ?? null,
      }));
      bundle.release();
      assert.equal(before.hydrated, false);
      assert.equal(before.barTop, 0);
      await waitForHydration(page);
      const h1TopAfter = await page.evaluate(() => document.querySelector("h1")?.getBoundingClientRect().top ?? null);
      assert.equal(h1TopAfter, before.h1Top, "the content does not move when the app loads");
    });
  });

  it("the announcement's sentence appears only once something follows the bar, so it never moves", async () => {
    await onPage("light", async (page) => {
      const bundle = await holdAppBundle(page);
      await page.goto(`${suite.baseUrl}/docs/concepts/thing`, { waitUntil: "domcontentloaded" });
      await bundle.requested;
      const link = page.locator(".announcement-bar a").first();
      assert.equal(await link.isVisible(), true, "the bar is followed by the navbar on a whole page");
      // The page as parsed up to the bar's end: the bar is its parent's last child.
      await page.evaluate(() => {
        const bar = document.querySelector(".announcement-bar");
        while (bar?.nextElementSibling) bar.nextElementSibling.remove();
      });
      assert.equal(await link.isVisible(), false);
      assert.equal(
        await page.getByRole("button", { name: "Close announcement" }).isVisible(),
        true,
        "the close button keeps its place",
      );
      assert.equal(
        await page.evaluate(() => document.documentElement.dataset.hydrated),
        undefined,
        "all of this before the app ran",
      );
      bundle.release();
    });
  });

  it("clears a stored preferred docs version that no longer exists", async () => {
    const key = siteConfig.docsVersion.preferredVersionStorageKey;
    await suite.withContext({ viewport: { width: 1280, height: 900 }, colorScheme: "light" }, async (context) => {
      await context.addInitScript((storageKey) => {
        if (location.protocol.startsWith("http") && !sessionStorage.getItem("seeded")) {
          localStorage.setItem(storageKey, "2.0.0");
          sessionStorage.setItem("seeded", "yes");
        }
      }, key);
      const page = await context.newPage();
      await gotoHydrated(page, `${suite.baseUrl}/docs/concepts/thing`);
      await page.waitForFunction((storageKey) => localStorage.getItem(storageKey) !== "2.0.0", key);
      assert.equal(
        await page.evaluate((storageKey) => localStorage.getItem(storageKey), key),
        siteConfig.docsVersion.name,
      );
    });
  });
});
