// Head tags, sitemap and robots.txt, the hero image without layout shift, and the wrong-base-URL banner.
import fs from "fs";
import http from "http";
import path from "path";
import type { AddressInfo } from "net";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import assert from "node:assert/strict";
import { createStaticServer } from "../src/server/static-server";
import {
  gotoHydrated,
  holdRequests,
  PUBLIC_DIR,
  setUpSiteAndBrowser,
  waitForHydration,
  withPage,
  type Site,
} from "./harness";
import { errorResponseLine } from "./lib/browser-problems";
import { findCutPoints, splitAt } from "./lib/partial-page";

/** Pause between the pieces of a trickled page: longer than a frame, so the browser paints each. */
const PIECE_PAUSE_MS = 25;

/**
 * Serves the build through `handle`, which answers a request itself (true) or leaves it to the static server (false).
 */
async function startCustomSite(
  handle: (request: http.IncomingMessage, response: http.ServerResponse) => boolean,
): Promise<Site> {
  const inner = createStaticServer(PUBLIC_DIR);
  const server = http.createServer((request, response) => {
    if (!handle(request, response)) inner.emit("request", request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Serves the build under /preview/ only: the site was built for the root, so its own CSS and JS cannot load. */
function startPrefixedSite(prefix: string): Promise<Site> {
  return startCustomSite((request, response) => {
    const url = request.url ?? "/";
    if (!url.startsWith(`${prefix}/`)) {
      response.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
      return true;
    }
    request.url = url.slice(prefix.length);
    return false;
  });
}

/** Serves the build, but sends the home page's HTML in these pieces, `pauseMs` apart: the browser paints in between. */
function startTricklingSite(pieces: readonly string[], pauseMs: number): Promise<Site> {
  return startCustomSite((request, response) => {
    if (request.url !== "/") return false;
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    pieces.forEach((piece, index) => setTimeout(() => response.write(piece), index * pauseMs));
    setTimeout(() => response.end(), pieces.length * pauseMs);
    return true;
  });
}

type LayoutShiftEntry = PerformanceEntry & {
  value: number;
  hadRecentInput: boolean;
  sources?: Array<{ node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
};
type ShiftStore = {
  shift: number;
  shifted: string[];
  shiftObserver: PerformanceObserver;
  noteShifts(entries: PerformanceEntryList): void;
};

/**
 * Adds up the page's layout shifts from its first paint on, noting what moved and where; read them with
 * readLayoutShift. The page must come from the harness, whose
 * contexts define the helper that named functions below need.
 */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const store = window as unknown as ShiftStore;
    store.shift = 0;
    store.shifted = [];
    store.noteShifts = (entries) => {
      for (const entry of entries as LayoutShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        store.shift += entry.value;
        for (const source of entry.sources ?? []) {
          const node =
            source.node instanceof Element
              ? `${source.node.tagName.toLowerCase()}.${source.node.getAttribute("class") ?? ""}`
              : (source.node?.nodeName ?? "?");
          const rect = (box: DOMRectReadOnly) => [box.x, box.y, box.width, box.height].map(Math.round).join(",");
          store.shifted.push(`${node} from ${rect(source.previousRect)} to ${rect(source.currentRect)}`);
        }
      }
    };
    store.shiftObserver = new PerformanceObserver((list) => store.noteShifts(list.getEntries()));
    store.shiftObserver.observe({ type: "layout-shift", buffered: true });
  });
}

/**
 * The page's cumulative layout shift and what moved: after two
 * more frames, takeRecords() hands over any not yet delivered.
 */
function readLayoutShift(page: Page): Promise<{ shift: number; shifted: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ shift: number; shifted: string[] }>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const store = window as unknown as ShiftStore;
            store.noteShifts(store.shiftObserver.takeRecords());
            resolve({ shift: store.shift, shifted: store.shifted });
          }),
        ),
      ),
  );
}

describe("head, sitemap, hero image and base URL", () => {
  const suite = setUpSiteAndBrowser();

  it("every page has its title, description, canonical URL, social tags and favicon", () =>
    suite.withPage({}, async (page) => {
      await gotoHydrated(page, `${suite.baseUrl}/docs/concepts/thing`);
      // (No named helpers inside evaluate: the test transpiler would wrap them in a helper the page does not have.)
      const head = await page.evaluate(() => ({
        title: document.title,
        description: document.head.querySelector('meta[name="description"]')?.getAttribute("content") ?? null,
        canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
        ogTitle: document.head.querySelector('meta[property="og:title"]')?.getAttribute("content") ?? null,
        ogUrl: document.head.querySelector('meta[property="og:url"]')?.getAttribute("content") ?? null,
        ogImage: document.head.querySelector('meta[property="og:image"]')?.getAttribute("content") ?? null,
        twitterCard: document.head.querySelector('meta[name="twitter:card"]')?.getAttribute("content") ?? null,
        icon: document.head.querySelector('link[rel="icon"]')?.getAttribute("href") ?? null,
        lang: document.documentElement.lang,
      }));
      assert.equal(head.title, "Thing | Cloudloop Knowledgebase");
      assert.match(head.description ?? "", /Thing is the single, network-neutral record/);
      assert.equal(head.canonical, "https://knowledge.cloudloop.com/docs/concepts/thing");
      assert.equal(head.ogTitle, "Thing | Cloudloop Knowledgebase");
      assert.equal(head.ogUrl, "https://knowledge.cloudloop.com/docs/concepts/thing");
      assert.match(head.ogImage ?? "", /^https:\/\/knowledge\.cloudloop\.com\/static\/.+\.png$/);
      assert.equal(head.twitterCard, "summary_large_image");
      assert.equal(head.lang, "en");
      const imagePath = new URL(head.ogImage ?? "").pathname;
      assert.equal(
        (await page.request.get(`${suite.baseUrl}${imagePath}`)).status(),
        200,
        "the social card image is built",
      );
      assert.equal((await page.request.get(`${suite.baseUrl}${head.icon}`)).status(), 200, "the favicon is served");
      await page.goto(`${suite.baseUrl}/`);
      assert.equal(await page.title(), "Home | Cloudloop Knowledgebase");
    }));

  it("publishes sitemap.xml (every doc, no search page) and robots.txt pointing to it", async () => {
    const sitemap = fs.readFileSync(`${PUBLIC_DIR}/sitemap.xml`, "utf8");
    assert.match(sitemap, /<sitemapindex/);
    const part = /<loc>https:\/\/knowledge\.cloudloop\.com\/(sitemap-\d+\.xml)<\/loc>/.exec(sitemap)?.[1];
    assert.ok(part, "the sitemap index names its parts");
    const urls = fs.readFileSync(`${PUBLIC_DIR}/${part}`, "utf8");
    for (const route of ["/docs/concepts/thing", "/docs/category/aws", "/docs/protocols/ies/", "/markdown-page"]) {
      assert.ok(urls.includes(`<loc>https://knowledge.cloudloop.com${route}</loc>`), `${route} is in the sitemap`);
    }
    assert.ok(!urls.includes("/search</loc>"), "the search page is left out");
    const response = await fetch(`${suite.baseUrl}/robots.txt`);
    assert.equal(response.status, 200);
    assert.match(await response.text(), /^Sitemap: https:\/\/knowledge\.cloudloop\.com\/sitemap\.xml$/m);
    assert.equal((await fetch(`${suite.baseUrl}/sitemap.xml`)).status, 200);
  });

  it("the home page hero image comes through the image pipeline with its space reserved (no layout shift)", () =>
    suite.withPage({ viewport: { width: 1280, height: 900 } }, async (page) => {
      await watchLayoutShifts(page);
      // Hold the image back until its box is measured: the box must already have its final size.
      const heroImage = await holdRequests(page, /\/static\/.+\/hero\.(png|webp|avif)$/);
      await page.goto(`${suite.baseUrl}/`, { waitUntil: "domcontentloaded" });
      const image = page.getByRole("img", { name: /Devices send messages through a satellite/ });
      await heroImage.requested;
      const before = await image.boundingBox();
      assert.equal(
        await image.evaluate((element: HTMLImageElement) => element.complete),
        false,
        "the image was still loading when its box was measured",
      );
      heroImage.release();
      assert.ok(
        before && before.width >= 400 && before.height >= 300,
        `space is reserved before the image loads (${JSON.stringify(before)})`,
      );
      // AVIF and WebP sources first, each with the 2x size; the PNG fallback is what old browsers load.
      assert.deepEqual(
        await page
          .locator("picture source")
          .evaluateAll((sources) => sources.map((source) => source.getAttribute("type"))),
        ["image/avif", "image/webp"],
      );
      assert.match(
        (await page.locator("picture source").first().getAttribute("srcset")) ?? "",
        /\/static\/.+\.avif 1120w/,
      );
      assert.match((await image.getAttribute("src")) ?? "", /\/static\/.+\/hero\.png$/);
      assert.equal(await image.getAttribute("fetchpriority"), "high");
      await waitForHydration(page);
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll<HTMLImageElement>("picture img")).every(
          (img) => img.complete && img.naturalWidth > 0,
        ),
      );
      const after = await image.boundingBox();
      assert.deepEqual(after, before);
      const { shift, shifted } = await readLayoutShift(page);
      assert.equal(shift, 0, `cumulative layout shift ${shift}: ${shifted.join("; ")}`);
    }));

  it("nothing on the home page moves as it arrives in pieces (a paint wherever the parser may pause)", async () => {
    // A browser paints what it has parsed so far (on a slow device, often): each box must already sit where it ends up.
    const html = fs.readFileSync(path.join(PUBLIC_DIR, "index.html"), "utf8");
    const cuts = findCutPoints(html, html.indexOf("<body"), html.indexOf("</main>"));
    assert.ok(cuts.length > 100, `cut points: ${cuts.length}`);
    const pieces = splitAt(html, cuts);
    const trickling = await startTricklingSite(pieces, PIECE_PAUSE_MS);
    try {
      for (const width of [1280, 390]) {
        await withPage(
          suite.browser,
          { viewport: { width, height: 900 } },
          async (page) => {
            await watchLayoutShifts(page);
            await page.goto(`${trickling.baseUrl}/`);
            await waitForHydration(page);
            const { firstPaint, htmlEnd } = await page.evaluate(() => ({
              firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
              htmlEnd: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).responseEnd,
            }));
            assert.ok(
              firstPaint < htmlEnd - 1000,
              `${width} px: the page was painted while its HTML was arriving ` +
                `(first paint ${firstPaint} ms, HTML end ${htmlEnd} ms)`,
            );
            const { shift, shifted } = await readLayoutShift(page);
            assert.equal(shift, 0, `${width} px: cumulative layout shift ${shift}: ${shifted.join("; ")}`);
          },
          new URL(trickling.baseUrl).origin,
        );
      }
    } finally {
      await trickling.close();
    }
  });

  it("served under a prefix it was not built for, the home page shows a red banner suggesting the prefix", async () => {
    const prefixed = await startPrefixedSite("/preview");
    /** The build's own files, asked for at the root where this server has none: the 404s the test is about. */
    const missingAtRoot: string[] = [];
    try {
      await withPage(
        suite.browser,
        { expectedProblems: missingAtRoot },
        async (page) => {
          page.on("response", (response) => {
            const pathname = new URL(response.url()).pathname;
            if (response.status() === 404 && fs.existsSync(path.join(PUBLIC_DIR, pathname)))
              missingAtRoot.push(errorResponseLine(404, response.url(), new URL(prefixed.baseUrl).origin));
          });
          await page.goto(`${prefixed.baseUrl}/preview/`);
          const banner = page.getByRole("alert");
          await banner.waitFor();
          const text = (await banner.textContent()) ?? "";
          assert.match(text, /did not load properly/);
          assert.match(text, /We suggest trying path prefix = \/preview/);
          assert.equal(
            await banner.evaluate((element) => getComputedStyle(element).backgroundColor),
            "rgb(179, 38, 30)",
          );
          assert.equal(
            await page.evaluate(() => document.documentElement.dataset.hydrated),
            undefined,
            "the site's JS could not load",
          );
          assert.ok(missingAtRoot.length > 0, "the page asked for the build's files at the root");
        },
        new URL(prefixed.baseUrl).origin,
      );
    } finally {
      await prefixed.close();
    }
    await suite.withPage({}, async (home) => {
      await gotoHydrated(home, `${suite.baseUrl}/`);
      assert.equal(await home.locator("#base-url-issue-banner").count(), 0, "no banner where the site belongs");
    });
  });
});
