// Reading and moving around in a real browser on the production build: skip link, mobile menu at 800 px, docs
// sidebar state, breadcrumbs data, table of contents, progress bar, scroll rules, prefetching and load failures.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "fs";
import path from "path";
import type { Page, ViewportSize } from "playwright-core";
import { clickOnceSettled, gotoHydrated, PUBLIC_DIR, setUpSiteAndBrowser } from "./harness";
import { failedRequestLine } from "./lib/browser-problems";
import { recordIdleWork, trackRequests, waitForIdleWork } from "./lib/idle-work";

const DESKTOP = { width: 1280, height: 900 };
const NARROW = { width: 800, height: 900 };
/** What the harness reports when the test makes the Pulse page's data fail to download. */
const FAILED_PULSE_DATA = "request failed: GET /page-data/docs/concepts/pulse/page-data.json net::ERR_FAILED";

/** Two animation frames: a route change's render and its scroll decision are done. */
const afterRender = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

describe("theme navigation", () => {
  const suite = setUpSiteAndBrowser();

  /**
   * Runs `check` on a hydrated page at `route` in a watched context of its own. `expectedProblems` is read when the
   * context closes, so a test may add a line it learns only as the page runs (a chunk's hashed name).
   */
  const onPage = (
    route: string,
    viewport: ViewportSize,
    check: (page: Page) => Promise<void>,
    expectedProblems: readonly string[] = [],
  ) =>
    suite.withPage({ viewport, expectedProblems }, async (page) => {
      await gotoHydrated(page, `${suite.baseUrl}${route}`);
      await check(page);
    });

  /** Marks the page's document: a full reload (a new document) loses the mark. */
  const markDocument = (page: Page) =>
    page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
  const sameDocument = (page: Page) =>
    page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

  const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
  const activeElement = (page: Page) =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return {
        tag: element?.tagName ?? "",
        id: element?.id ?? "",
        label: element?.getAttribute("aria-label") ?? element?.textContent?.trim() ?? "",
      };
    });

  it("the skip link is the first stop of the keyboard and moves focus to the main content", () =>
    onPage("/docs/concepts/thing", DESKTOP, async (page) => {
      await page.keyboard.press("Tab");
      assert.deepEqual(await activeElement(page), { tag: "A", id: "", label: "Skip to main content" });
      const box = await page.locator("a", { hasText: "Skip to main content" }).boundingBox();
      assert.ok(box && box.y >= 0 && box.height > 10, "the focused skip link is on screen");
      await page.keyboard.press("Enter");
      assert.deepEqual(await activeElement(page), {
        tag: "MAIN",
        id: "main-content",
        label: (await page.locator("main").textContent())?.trim() ?? "",
      });
      await page.keyboard.press("Tab");
      assert.equal(
        await page.evaluate(() => Boolean(document.activeElement?.closest("main"))),
        true,
        "the next Tab continues inside the content",
      );
    }));

  it("at 800 px the navbar becomes a menu with the docs sidebar, focus trap, scroll lock, Escape/backdrop close", () =>
    onPage("/docs/concepts/thing", NARROW, async (page) => {
      assert.equal(
        await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Data" }).isVisible(),
        false,
      );
      assert.equal(
        await page.getByRole("navigation", { name: "Docs sidebar" }).isVisible(),
        false,
        "no desktop sidebar below 996 px",
      );
      const menuButton = page.getByRole("button", { name: "Open the navigation menu" });
      await menuButton.click();
      const dialog = page.getByRole("dialog", { name: "Navigation menu" });
      await dialog.waitFor();
      assert.equal(await menuButton.getAttribute("aria-expanded"), "true");
      assert.equal(await dialog.getAttribute("aria-modal"), "true");
      assert.equal(await page.evaluate(() => document.body.style.overflow), "hidden");
      const panel = await dialog.boundingBox();
      assert.ok(panel && panel.x <= 1 && panel.width < 800, "the menu slides in from the left");

      // Secondary menu first: the docs sidebar with the current page.
      const current = dialog.getByRole("navigation", { name: "Docs sidebar" }).locator('[aria-current="page"]');
      assert.equal(await current.getAttribute("href"), "/docs/concepts/thing");
      assert.deepEqual(await activeElement(page), { tag: "BUTTON", id: "", label: "Close the navigation menu" });
      for (let step = 0; step < 40; step += 1) {
        await page.keyboard.press("Tab");
        assert.equal(
          await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))),
          true,
          `focus stays in the menu (Tab ${step + 1})`,
        );
      }
      await page.keyboard.press("Shift+Tab");
      assert.equal(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))), true);

      await dialog.getByRole("button", { name: "← Back to main menu" }).click();
      const primary = dialog.getByRole("navigation", { name: "Main menu" });
      assert.equal(await primary.getByRole("link", { name: "Data" }).getAttribute("href"), "/docs/data");
      const provider = primary.getByRole("link", { name: "groundcontrol.com (opens in a new tab)" });
      assert.equal(await provider.getAttribute("target"), "_blank");
      assert.equal(await provider.getAttribute("rel"), "noopener noreferrer");

      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      assert.equal(await page.evaluate(() => document.body.style.overflow), "");
      assert.deepEqual(await activeElement(page), { tag: "BUTTON", id: "", label: "Open the navigation menu" });

      await menuButton.click();
      await dialog.waitFor();
      await page.mouse.click(790, 450);
      await dialog.waitFor({ state: "detached" });

      await menuButton.click();
      await dialog.waitFor();
      await markDocument(page);
      await dialog.getByRole("link", { name: "Pulse" }).click();
      await page.waitForURL(/\/docs\/concepts\/pulse$/);
      await dialog.waitFor({ state: "detached" });
      // The address changes first; the new page renders on the next frame.
      await page.locator("h1", { hasText: /^Pulse$/ }).waitFor();
      assert.equal(await sameDocument(page), true, "the menu's link opened its page without a reload");
      assert.equal(await page.evaluate(() => document.body.style.overflow), "");
    }));

  it("on a touch phone the menu's code loads only when the reader touches the button; the tap opens it", async () => {
    await suite.withContext(
      { viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true },
      async (context) => {
        await recordIdleWork(context);
        const page = await context.newPage();
        const requests = trackRequests(page);
        const scripts: string[] = [];
        page.on("request", (request) => {
          if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
        });
        await gotoHydrated(page, `${suite.baseUrl}/docs/concepts/thing`);
        await page.waitForLoadState("networkidle");
        // The page's idle work (runWhenIdle) has run and what it fetched has arrived: the menu's code did not come
        // with it.
        const idle = await waitForIdleWork(page, requests);
        assert.ok(idle.ran > 0, "the page's idle work ran before the touch");
        const loaded = scripts.length;
        await page.getByRole("button", { name: "Open the navigation menu" }).tap();
        const dialog = page.getByRole("dialog", { name: "Navigation menu" });
        await dialog.waitFor();
        assert.ok(
          scripts.length > loaded,
          `the menu's chunk came with the touch, not before (scripts before: ${scripts.slice(0, loaded).join(", ")})`,
        );
        // Without src/bundling/browser-bundle.ts's splitSharedCodeBySharers the menu's code shares a chunk with
        // instantsearch.
        const withMenu = scripts
          .slice(loaded)
          .filter((script) => fs.readFileSync(path.join(PUBLIC_DIR, script), "utf8").includes("algoliasearch-helper"));
        assert.deepEqual(withMenu, [], "the menu's code came without the search code");
        // The page's own sidebar draws the docs menu: the current page is marked in it.
        assert.equal(
          await dialog
            .getByRole("navigation", { name: "Docs sidebar" })
            .locator('[aria-current="page"]')
            .getAttribute("href"),
          "/docs/concepts/thing",
        );
      },
    );
  });

  it("outside the docs the mobile menu holds only the primary menu", () =>
    onPage("/", NARROW, async (page) => {
      await page.getByRole("button", { name: "Open the navigation menu" }).click();
      const dialog = page.getByRole("dialog", { name: "Navigation menu" });
      await dialog.waitFor();
      assert.equal(await dialog.getByRole("navigation", { name: "Main menu" }).isVisible(), true);
      assert.equal(await dialog.getByRole("button", { name: "← Back to main menu" }).count(), 0);
    }));

  it("a menu whose code fails to download shows the error with Retry, and Retry loads it", () => {
    /** The chunks the test makes fail, named as the harness reports them once the route handler has seen them. */
    const abortedChunks: string[] = [];
    return onPage(
      "/docs/concepts/thing",
      DESKTOP,
      async (page) => {
        // After hydration the only scripts left to fetch are lazy chunks such as the mobile menu's.
        await page.route(/\.js$/, (route) => {
          abortedChunks.push(
            failedRequestLine("GET", route.request().url(), "net::ERR_FAILED", new URL(suite.baseUrl).origin),
          );
          return route.abort();
        });
        await page.setViewportSize(NARROW);
        await page.getByRole("button", { name: "Open the navigation menu" }).click();
        const alert = page.getByRole("alert");
        await alert.waitFor();
        assert.match((await alert.textContent()) ?? "", /Loading chunk .* failed/i);
        await page.unroute(/\.js$/);
        await alert.getByRole("button", { name: "Retry" }).click();
        await page.getByRole("dialog", { name: "Navigation menu" }).waitFor();
        assert.equal(await page.getByRole("alert").count(), 0);
        assert.ok(abortedChunks.length > 0, "the menu's chunk was requested and failed");
      },
      abortedChunks,
    );
  });

  it("the docs sidebar is sticky, scrolls on its own, keeps its state between pages and can be collapsed", () =>
    onPage("/docs/concepts/thing", { width: 1280, height: 600 }, async (page) => {
      const sidebar = page.getByRole("navigation", { name: "Docs sidebar" });
      await sidebar.getByRole("button", { name: "API", exact: true }).click();
      const scroller = page.locator(".docs-sidebar > div").first();
      const canScroll = await scroller.evaluate((element) => element.scrollHeight > element.clientHeight);
      assert.ok(canScroll, "the sidebar scrolls independently of the page");
      await scroller.evaluate((element) => {
        element.scrollTop = 120;
      });
      // Scrolling inside the sidebar leaves the page where it is.
      await scroller.hover();
      await page.mouse.wheel(0, 200);
      await page.waitForFunction(() => (document.querySelector(".docs-sidebar > div")?.scrollTop ?? 0) > 120);
      assert.equal(await scrollY(page), 0);
      await scroller.evaluate((element) => {
        element.scrollTop = 120;
      });
      await page.evaluate(() => window.scrollTo(0, 1500));
      await page.waitForFunction(() => window.scrollY > 500);
      const asideTop = await page
        .locator(".docs-sidebar")
        .evaluate((element) => Math.round(element.getBoundingClientRect().top));
      assert.equal(asideTop, 60, "the sidebar stays under the navbar while the page scrolls");

      await clickOnceSettled(page.getByRole("navigation", { name: "Docs pages" }).getByRole("link", { name: /Next/ }));
      await page.waitForURL(/\/docs\/concepts\/thing-group$/);
      // The address changes before the new page has rendered: wait for the sidebar to mark it.
      await sidebar.locator('[aria-current="page"][href="/docs/concepts/thing-group"]').waitFor();
      assert.equal(
        await sidebar.getByRole("button", { name: "API", exact: true }).getAttribute("aria-expanded"),
        "true",
        "API stays open",
      );
      assert.equal(await sidebar.locator('[aria-current="page"]').getAttribute("href"), "/docs/concepts/thing-group");
      assert.equal(
        await scroller.evaluate((element) => element.scrollTop),
        120,
        "the sidebar keeps its scroll position",
      );

      await page.getByRole("button", { name: "Collapse sidebar" }).click();
      assert.equal(await sidebar.count(), 0);
      const articleLeft = await page.locator("article").evaluate((element) => element.getBoundingClientRect().left);
      assert.ok(articleLeft < 200, "the content takes the room of the hidden sidebar");
      await clickOnceSettled(page.getByRole("link", { name: /Previous/ }));
      await page.waitForURL(/\/docs\/concepts\/thing$/);
      assert.equal(await sidebar.count(), 0, "the sidebar stays hidden on the next page");
      await page.getByRole("button", { name: "Expand sidebar" }).click();
      assert.equal(await sidebar.isVisible(), true);
    }));

  it("breadcrumbs carry schema.org BreadcrumbList data", () =>
    onPage("/docs/destinations/aws/aws-s3", DESKTOP, async (page) => {
      const title = (await page.locator("h1").textContent()) ?? "";
      const data = JSON.parse(
        (await page.locator('nav[aria-label="Breadcrumbs"] script[type="application/ld+json"]').textContent()) ??
          "null",
      ) as {
        "@type": string;
        itemListElement: Array<{ position: number; name: string; item?: string }>;
      };
      assert.equal(data["@type"], "BreadcrumbList");
      assert.deepEqual(
        data.itemListElement.map((item) => [item.position, item.name, item.item]),
        [
          [1, "Destinations", "https://knowledge.cloudloop.com/docs/category/destinations"],
          [2, "AWS", "https://knowledge.cloudloop.com/docs/category/aws"],
          [3, title, "https://knowledge.cloudloop.com/docs/destinations/aws/aws-s3"],
        ],
      );
      assert.equal(
        await page
          .getByRole("navigation", { name: "Breadcrumbs" })
          .getByRole("link", { name: "Home page" })
          .getAttribute("href"),
        "/",
      );
    }));

  it("the table of contents lists h2–h3, stays on the right and highlights the section in view", () =>
    onPage("/docs/concepts/thing", DESKTOP, async (page) => {
      const toc = page.getByRole("navigation", { name: "On this page" });
      assert.equal(await toc.isVisible(), true);
      const headingIds = await page
        .locator("article h2[id], article h3[id]")
        .evaluateAll((headings) => headings.map((heading) => heading.id));
      const tocIds = await toc
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")?.slice(1)));
      assert.ok(headingIds.length >= 3);
      assert.deepEqual(tocIds, headingIds);
      const tocBox = await toc.boundingBox();
      const articleBox = await page.locator("article").boundingBox();
      assert.ok(
        tocBox && articleBox && tocBox.x > articleBox.x + articleBox.width - 1,
        "the TOC is right of the article",
      );

      const target = headingIds[2] as string;
      await page.locator(`[id="${target}"]`).evaluate((heading) => heading.scrollIntoView());
      await page.waitForFunction(
        (id) =>
          document.querySelector('nav[aria-labelledby="toc-title"] a[aria-current="true"]')?.getAttribute("href") ===
          `#${id}`,
        target,
      );
      assert.equal(await toc.locator('a[aria-current="true"]').count(), 1);
      const tocTop = await toc.evaluate((element) => Math.round(element.getBoundingClientRect().top));
      assert.ok(tocTop > 0 && tocTop < 200, "the TOC is sticky");

      await toc.getByRole("link").first().click();
      await page.waitForFunction(
        (id) => Math.abs(document.getElementById(id)?.getBoundingClientRect().top ?? 999) < 120,
        headingIds[0] as string,
      );
    }));

  it("below 996 px the table of contents is a collapsible On this page block", () =>
    onPage("/docs/concepts/thing", NARROW, async (page) => {
      assert.equal(await page.getByRole("navigation", { name: "On this page" }).isVisible(), false);
      const button = page.getByRole("button", { name: "On this page" });
      assert.equal(await button.getAttribute("aria-expanded"), "false");
      const buttonBox = await button.boundingBox();
      const titleBox = await page.locator("h1").boundingBox();
      assert.ok(buttonBox && titleBox && buttonBox.y < titleBox.y, "the block sits above the content");
      await button.click();
      const list = page.locator("#toc-collapsible-list");
      assert.equal(await list.isVisible(), true);
      const last = list.getByRole("link").last();
      const id = ((await last.getAttribute("href")) ?? "").slice(1);
      await last.click();
      assert.equal(await button.getAttribute("aria-expanded"), "false");
      await page.waitForFunction((heading) => window.location.hash === `#${heading}`, id);
    }));

  it("the progress bar starts 200 ms after a slow navigation begins and ends when the route updates", () =>
    onPage("/docs/concepts/thing", DESKTOP, async (page) => {
      // The page data arrives only once the bar is shown (or after
      // 5 s, when the check below fails): slow by construction.
      await page.route("**/page-data/docs/concepts/pulse/page-data.json", async (route) => {
        await page.waitForSelector("#nprogress", { state: "attached", timeout: 5000 }).catch(() => undefined);
        await route.continue().catch(() => undefined);
      });
      await page.evaluate(() => {
        const log: Record<string, number> = {};
        (window as unknown as { progressLog: Record<string, number> }).progressLog = log;
        new MutationObserver(() => {
          const bar = document.getElementById("nprogress");
          if (bar && log.shown === undefined) log.shown = performance.now();
          if (!bar && log.shown !== undefined && log.hidden === undefined) log.hidden = performance.now();
          if (document.querySelector("h1")?.textContent === "Pulse" && log.routed === undefined)
            log.routed = performance.now();
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
        const link = document.querySelector<HTMLAnchorElement>(
          'nav[aria-label="Docs sidebar"] a[href="/docs/concepts/pulse"]',
        );
        log.clicked = performance.now();
        link?.click();
      });
      await page.waitForURL(/\/docs\/concepts\/pulse$/);
      await page.waitForFunction(
        () => (window as unknown as { progressLog: Record<string, number> }).progressLog.hidden !== undefined,
        undefined,
        { timeout: 5000 },
      );
      const log = await page.evaluate(() => (window as unknown as { progressLog: Record<string, number> }).progressLog);
      const shownAfter = (log.shown ?? 0) - (log.clicked ?? 0);
      assert.ok(shownAfter >= 195, `the bar waits 200 ms (shown after ${Math.round(shownAfter)} ms)`);
      assert.ok((log.shown ?? 0) < (log.routed ?? 0), "the bar shows while the route loads");
      assert.ok((log.hidden ?? 0) >= (log.routed ?? 0), "the bar goes once the route has updated");
    }));

  it("a fast navigation shows no progress bar, where a slow one does", () =>
    onPage("/docs/concepts/thing", DESKTOP, async (page) => {
      await page.evaluate(() => {
        (window as unknown as { barSeen: boolean }).barSeen = false;
        new MutationObserver(() => {
          if (document.getElementById("nprogress")) (window as unknown as { barSeen: boolean }).barSeen = true;
        }).observe(document.body, { childList: true });
      });
      const barSeen = () => page.evaluate(() => (window as unknown as { barSeen: boolean }).barSeen);
      const pager = page.getByRole("navigation", { name: "Docs pages" });

      // Positive control: a navigation held until the bar shows is seen by the same observer.
      const nextHref = (await pager.getByRole("link", { name: /Next/ }).getAttribute("href")) ?? "";
      await page.route(`**/page-data${nextHref}/page-data.json`, async (route) => {
        await page.waitForSelector("#nprogress", { state: "attached", timeout: 5000 }).catch(() => undefined);
        await route.continue().catch(() => undefined);
      });
      await clickOnceSettled(pager.getByRole("link", { name: /Next/ }));
      await page.waitForURL(new RegExp(`${nextHref}$`));
      assert.equal(await barSeen(), true, "the observer sees the bar of a slow navigation");
      await page.waitForSelector("#nprogress", { state: "detached" });

      // A navigation to a page already loaded: once its page has rendered, the route update has cleared the bar's 200
      // ms timer (routeProgress.end), so a bar not seen by then never shows.
      const previous = pager.getByRole("link", { name: /Previous/ });
      const href = (await previous.getAttribute("href")) ?? "";
      await page.evaluate(
        (path) =>
          (window as unknown as { ___loader: { loadPage(p: string): Promise<unknown> } }).___loader.loadPage(path),
        href,
      );
      await page.evaluate(() => {
        (window as unknown as { barSeen: boolean }).barSeen = false;
      });
      await previous.click();
      await page.waitForURL(new RegExp(`${href}$`));
      await page
        .getByRole("navigation", { name: "Docs sidebar" })
        .locator(`[aria-current="page"][href="${href}"]`)
        .waitFor();
      assert.equal(await barSeen(), false);
    }));

  it("a failed route preload logs a warning and reloads the page", () =>
    onPage(
      "/docs/concepts/thing",
      DESKTOP,
      async (page) => {
        const warnings: string[] = [];
        page.on("console", (message) => {
          if (message.type() === "warning") warnings.push(message.text());
        });
        // Only the open document's request fails: the reloaded document must get the page's data, even when it asks
        // before the test has removed this handler.
        let reloaded = false;
        page.on("request", (request) => {
          if (request.isNavigationRequest() && request.frame() === page.mainFrame()) reloaded = true;
        });
        await page.route("**/page-data/docs/concepts/pulse/page-data.json", (route) =>
          reloaded ? route.continue() : route.abort(),
        );
        await page.evaluate(() => {
          (window as unknown as { marker: string }).marker = "same document";
        });
        await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Pulse" }).click();
        await page.waitForFunction(() => (window as unknown as { marker?: string }).marker === undefined, undefined, {
          timeout: 10000,
        });
        await page.unroute("**/page-data/docs/concepts/pulse/page-data.json");
        await page.waitForLoadState("domcontentloaded");
        assert.equal(new URL(page.url()).pathname, "/docs/concepts/pulse");
        // The address changes first; the new page renders on the next frame.
        await page.locator("h1", { hasText: /^Pulse$/ }).waitFor();
        // The reloaded page warns as its app starts, before it hydrates.
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        assert.deepEqual(
          warnings.filter((text) => /Could not preload the route/.test(text)),
          ["Could not preload the route /docs/concepts/pulse; the page was reloaded."],
        );
      },
      [FAILED_PULSE_DATA],
    ));

  it("scrolls to the top on a new page, to the hash target, and stays put when only the query changes", () =>
    onPage("/docs/concepts/thing", DESKTOP, async (page) => {
      type Nav = { ___navigate(to: string): void };
      await page.evaluate(() => window.scrollTo(0, 900));
      await page.waitForFunction(() => window.scrollY >= 890);

      // Positive control: a route change to the same page that must
      // scroll (a new hash) is seen to scroll after afterRender.
      const firstH2 = await page.locator("article h2[id]").last().getAttribute("id");
      await page.evaluate((hash) => (window as unknown as Nav).___navigate(`/docs/concepts/thing#${hash}`), firstH2);
      await page.waitForURL(new RegExp(`#${firstH2}$`));
      await afterRender(page);
      const atHeading = await scrollY(page);
      assert.ok(Math.abs(atHeading - 900) > 50, `a hash change scrolls (at ${atHeading})`);

      await page.evaluate(
        (hash) => (window as unknown as Nav).___navigate(`/docs/concepts/thing?tab=1#${hash}`),
        firstH2,
      );
      await page.waitForURL(/\?tab=1#/);
      await afterRender(page);
      assert.ok(Math.abs((await scrollY(page)) - atHeading) < 5, "a query-only change keeps the position");

      await clickOnceSettled(page.getByRole("navigation", { name: "Docs pages" }).getByRole("link", { name: /Next/ }));
      await page.waitForURL(/\/docs\/concepts\/thing-group$/);
      await page.waitForFunction(() => window.scrollY === 0);

      // The last h2 of another page: navigating to it must land on the heading, not the top.
      const lastH2 = await page.evaluate(async () => {
        const html = await fetch("/docs/concepts/thing").then((response) => response.text());
        const ids = Array.from(html.matchAll(/<h2 id="([^"]+)"/g)).map((match) => match[1]);
        return ids[ids.length - 1] ?? "";
      });
      assert.ok(lastH2);
      await page.evaluate((hash) => (window as unknown as Nav).___navigate(`/docs/concepts/thing#${hash}`), lastH2);
      await page.waitForURL(new RegExp(`#${lastH2}$`));
      await page.waitForFunction((id) => {
        const top = document.getElementById(id)?.getBoundingClientRect().top ?? -1;
        return top >= 0 && top < 150;
      }, lastH2);
      assert.ok((await scrollY(page)) > 300, "scrolled down to the hash target");
    }));

  it("a link in the server-rendered body opens its page without a reload; back draws the first body in full", () =>
    onPage("/docs/concepts/thing", DESKTOP, async (page) => {
      const firstBody = (await page.locator("article").innerText()).trim();
      await markDocument(page);
      await page.locator("article p").getByRole("link", { name: "Thing Groups" }).first().click();
      await page.waitForURL(/\/docs\/concepts\/thing-group$/);
      await page.getByRole("heading", { level: 1, name: "Thing Group", exact: true }).waitFor();
      assert.equal(await sameDocument(page), true, "no reload");
      await page.goBack();
      await page.waitForURL(/\/docs\/concepts\/thing$/);
      await page.getByRole("heading", { level: 1, name: "Thing", exact: true }).waitFor();
      assert.equal(await sameDocument(page), true, "no reload on the way back");
      assert.equal(
        (await page.locator("article").innerText()).trim(),
        firstBody,
        "the body drawn from its tree equals the server's",
      );
    }));

  it("first load: sidebar, pager and breadcrumb links navigate without reload; the sidebar marks it", async () => {
    const links = [
      { name: "Docs sidebar", link: "Pulse", to: "/docs/concepts/pulse" },
      { name: "Docs pages", link: /Next/, to: "/docs/concepts/thing-group" },
      { name: "Breadcrumbs", link: "Concepts", to: "/docs/category/concepts" },
    ];
    for (const { name, link, to } of links) {
      await onPage("/docs/concepts/thing", DESKTOP, async (page) => {
        await markDocument(page);
        await page.getByRole("navigation", { name }).getByRole("link", { name: link }).click();
        await page.waitForURL((url) => url.pathname === to);
        if (to.startsWith("/docs/concepts/"))
          await page
            .getByRole("navigation", { name: "Docs sidebar" })
            .locator(`[aria-current="page"][href="${to}"]`)
            .waitFor();
        else await page.locator("h1").filter({ hasText: "Concepts" }).waitFor();
        assert.equal(await sameDocument(page), true, `${name}: no reload`);
      });
    }
  });

  /**
   * Counts the in-view entries every IntersectionObserver callback receives, after the callback has run: the links
   * handed to the prefetch so far.
   */
  const COUNT_INTERSECTIONS =
    "(() => { const Native = window.IntersectionObserver; window.intersectionsSeen = 0; " +
    "window.IntersectionObserver = class extends Native { constructor(callback, options) { " +
    "super((entries, observer) => { callback(entries, observer); " +
    "window.intersectionsSeen += entries.filter((entry) => entry.isIntersecting).length; }, options); } }; })();";

  /**
   * Page-data requests for other pages, once the links in view have been handed to Gatsby's prefetch and the page's
   * clock has run past Gatsby's delay before it fetches its queue (so a fetch it would make has been made).
   */
  async function prefetchedPaths(init: string | null, expectRequests: boolean): Promise<string[]> {
    return suite.withContext({ viewport: DESKTOP }, async (context) => {
      await context.addInitScript(COUNT_INTERSECTIONS);
      if (init) await context.addInitScript(init);
      const page = await context.newPage();
      const requested: string[] = [];
      page.on("request", (request) => {
        const match = /\/page-data(\/.*)\/page-data\.json$/.exec(new URL(request.url()).pathname);
        if (match?.[1] && match[1] !== "/docs/concepts/thing") requested.push(match[1]);
      });
      await page.clock.install();
      await gotoHydrated(page, `${suite.baseUrl}/docs/concepts/thing`);
      await page.mouse.wheel(0, 3000);
      await page.waitForFunction(() => (window as unknown as { intersectionsSeen: number }).intersectionsSeen > 0);
      const firstRequest = expectRequests
        ? page.waitForRequest(/\/page-data\/.+\/page-data\.json$/, { timeout: 15_000 })
        : null;
      await page.clock.runFor(10_000);
      await firstRequest;
      await page.waitForLoadState("networkidle");
      return requested;
    });
  }

  it("prefetches the pages of visible links, but not when data saving is on or the connection is 2g", async () => {
    const normal = await prefetchedPaths(null, true);
    assert.ok(normal.length > 0, "links on screen are prefetched on a normal connection");
    const saveData = await prefetchedPaths(
      "Object.defineProperty(navigator, 'connection', { configurable: true, " +
        "value: { saveData: true, effectiveType: '4g' } });",
      false,
    );
    assert.deepEqual(saveData, []);
    const slow = await prefetchedPaths(
      "Object.defineProperty(navigator, 'connection', { configurable: true, " +
        "value: { saveData: false, effectiveType: '2g' } });",
      false,
    );
    assert.deepEqual(slow, []);
  });
});
