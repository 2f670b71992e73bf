// Head tags, sitemap and robots.txt, the hero image without layout shift, and the wrong-base-URL banner.
import fs from "fs";
import http from "http";
import type { AddressInfo } from "net";
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { createStaticServer } from "../src/server/static-server";
import { gotoHydrated, PUBLIC_DIR, useSiteAndBrowser, waitForHydration, type Site } from "./harness";

/** Serves the build under /preview/ only: the site was built for the root, so its own CSS and JS cannot load. */
async function startPrefixedSite(prefix: string): Promise<Site> {
  const inner = createStaticServer(PUBLIC_DIR);
  const server = http.createServer((request, response) => {
    const url = request.url ?? "/";
    if (!url.startsWith(`${prefix}/`)) {
      response.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
      return;
    }
    request.url = url.slice(prefix.length);
    inner.emit("request", request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe("head, sitemap, hero image and base URL", () => {
  const suite = useSiteAndBrowser();

  it("every page has its title, description, canonical URL, social tags and favicon", async () => {
    const page = await suite.browser.newPage();
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
    assert.equal((await page.request.get(`${suite.baseUrl}${imagePath}`)).status(), 200, "the social card image is built");
    assert.equal((await page.request.get(`${suite.baseUrl}${head.icon}`)).status(), 200, "the favicon is served");
    await page.goto(`${suite.baseUrl}/`);
    assert.equal(await page.title(), "Home | Cloudloop Knowledgebase");
    await page.close();
  });

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

  it("the home page hero image comes through the image pipeline with its space reserved (no layout shift)", async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      // No named functions in page code: tsx wraps them in a helper that does not exist in the page.
      const store = window as unknown as { shift: number; shiftObserver: PerformanceObserver };
      store.shift = 0;
      store.shiftObserver = new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) store.shift += entry.value;
        }
      });
      store.shiftObserver.observe({ type: "layout-shift", buffered: true });
    });
    // Hold the image back: its box must already have its final size.
    await page.route(/\/static\/.+\/hero\.(png|webp|avif)$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue().catch(() => undefined);
    });
    await page.goto(`${suite.baseUrl}/`, { waitUntil: "domcontentloaded" });
    const image = page.getByRole("img", { name: /Devices send messages through a satellite/ });
    const before = await image.boundingBox();
    assert.ok(before && before.width >= 400 && before.height >= 300, `space is reserved before the image loads (${JSON.stringify(before)})`);
    // AVIF and WebP sources first, each with the 2x size; the PNG fallback is what old browsers load.
    assert.deepEqual(await page.locator("picture source").evaluateAll((sources) => sources.map((source) => source.getAttribute("type"))), ["image/avif", "image/webp"]);
    assert.match((await page.locator("picture source").first().getAttribute("srcset")) ?? "", /\/static\/.+\.avif 1120w/);
    assert.match((await image.getAttribute("src")) ?? "", /\/static\/.+\/hero\.png$/);
    assert.equal(await image.getAttribute("fetchpriority"), "high");
    await waitForHydration(page);
    await page.waitForFunction(() => Array.from(document.querySelectorAll<HTMLImageElement>("picture img")).every((img) => img.complete && img.naturalWidth > 0));
    const after = await image.boundingBox();
    assert.deepEqual(after, before);
    // Shifts are recorded when a frame is rendered: after two more frames, takeRecords() hands over any not yet delivered.
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const store = window as unknown as { shift: number; shiftObserver: PerformanceObserver };
              for (const entry of store.shiftObserver.takeRecords() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
                if (!entry.hadRecentInput) store.shift += entry.value;
              }
              resolve(store.shift);
            }),
          ),
        ),
    );
    assert.equal(shift, 0, `cumulative layout shift ${shift}`);
    await context.close();
  });

  it("the hero text keeps its place while the page is still arriving (no shift when the illustration is parsed)", async () => {
    // A browser paints what it has parsed so far: the hero text must already sit where it ends up before the picture exists.
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const html = await (await fetch(`${suite.baseUrl}/`)).text();
    const cut = html.indexOf("<picture");
    assert.ok(cut > 0, "the home page has the hero picture");
    await page.route(`${suite.baseUrl}/`, (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html.slice(0, cut) }), { times: 1 });
    await page.goto(`${suite.baseUrl}/`, { waitUntil: "domcontentloaded" });
    const heading = page.getByRole("heading", { level: 1 });
    const partial = await heading.boundingBox();
    await page.unroute(`${suite.baseUrl}/`);
    await page.goto(`${suite.baseUrl}/`, { waitUntil: "load" });
    const whole = await heading.boundingBox();
    assert.ok(partial && whole);
    assert.deepEqual(partial, whole);
    await context.close();
  });

  it("served under a path prefix it was not built for, the home page shows a red banner suggesting the prefix", async () => {
    const prefixed = await startPrefixedSite("/preview");
    const page = await suite.browser.newPage();
    try {
      await page.goto(`${prefixed.baseUrl}/preview/`);
      const banner = page.getByRole("alert");
      await banner.waitFor();
      const text = (await banner.textContent()) ?? "";
      assert.match(text, /did not load properly/);
      assert.match(text, /We suggest trying path prefix = \/preview/);
      assert.equal(await banner.evaluate((element) => getComputedStyle(element).backgroundColor), "rgb(179, 38, 30)");
      assert.equal(await page.evaluate(() => document.documentElement.dataset.hydrated), undefined, "the site's JS could not load");
    } finally {
      await page.close();
      await prefixed.close();
    }
    const home = await suite.browser.newPage();
    await gotoHydrated(home, `${suite.baseUrl}/`);
    assert.equal(await home.locator("#base-url-issue-banner").count(), 0, "no banner where the site belongs");
    await home.close();
  });
});
