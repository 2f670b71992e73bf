// Weighs what Chromium downloads for a page (bytes on the wire, after the server's compression) from navigation until
// the network is idle.
import fs from "fs";
import path from "path";
import { errorResponseLine } from "./browser-problems";
import { watchContext } from "./browser-session";
import { recordIdleWork, trackRequests, waitForIdleWork } from "./idle-work";
import type { Browser, Request, Response } from "playwright-core";

export type ResourceKind = "html" | "js" | "json" | "css" | "fonts" | "images" | "other";
export const RESOURCE_KINDS: readonly ResourceKind[] = ["html", "js", "json", "css", "fonts", "images", "other"];

export type PageType = "home" | "doc" | "category" | "search" | "404" | "markdown-page";

/** Response body bytes as transferred (compressed when the server compressed them), by kind and in total. */
export type TransferWeight = Record<ResourceKind, number> & { readonly total: number };

export type PageTransfer = {
  readonly route: string;
  readonly type: PageType;
  readonly weight: TransferWeight;
  /** Every resource fetched, with its kind, status and body bytes, in request order. */
  readonly resources: ReadonlyArray<{
    readonly url: string;
    readonly kind: ResourceKind;
    readonly status: number;
    readonly bytes: number;
  }>;
  /** Requests that failed or answered 4xx/5xx (on the not-found route, its own 404 document and page-data excepted). */
  readonly failures: readonly string[];
};

/**
 * Per page type, the most bytes a first visit may transfer (1366×900 window, Chromium over HTTP, the static server's
 * Brotli). Each budget is the largest page of its type as measured, plus headroom: enough for content to grow, too
 * little for a new dependency or an eager load to slip in unnoticed. The 404 and search budgets include the search
 * code and the index fragments those pages load.
 */
export const TRANSFER_BUDGETS: Readonly<Record<PageType, { readonly js: number; readonly total: number }>> = {
  home: { js: 48_000, total: 80_000 },
  doc: { js: 58_000, total: 105_000 },
  category: { js: 52_000, total: 80_000 },
  "markdown-page": { js: 54_000, total: 80_000 },
  search: { js: 112_000, total: 190_000 },
  "404": { js: 63_000, total: 140_000 },
};

/**
 * The most JS a phone may transfer for a doc page or the home page: the first load alone, since the menu's code
 * waits for the reader to reach for the menu button.
 */
export const PHONE_JS_BUDGET = 56_000;

/** The kind of a response, from its Content-Type (falling back to the request's resource type). */
export function classifyResource(contentType: string | undefined, resourceType: string): ResourceKind {
  const type = (contentType ?? "").toLowerCase();
  if (type.includes("javascript") || (!type && resourceType === "script")) return "js";
  if (type.includes("json")) return "json";
  if (type.includes("text/css") || (!type && resourceType === "stylesheet")) return "css";
  if (type.startsWith("font/") || type.includes("font-woff") || (!type && resourceType === "font")) return "fonts";
  if (type.startsWith("image/") || (!type && resourceType === "image")) return "images";
  if (type.includes("text/html") || (!type && resourceType === "document")) return "html";
  return "other";
}

/** The page type of a route, which chooses its budget. */
export function pageTypeOf(route: string): PageType {
  const pathname = route.split("?")[0] ?? route;
  if (pathname === "/") return "home";
  if (pathname.startsWith("/docs/category/")) return "category";
  if (pathname.startsWith("/docs/")) return "doc";
  if (/^\/search\/?$/.test(pathname)) return "search";
  if (/^\/404(?:\/|\.html)?$/.test(pathname) || pathname.startsWith("/this-page-does-not-exist")) return "404";
  return "markdown-page";
}

/**
 * Whether a URL is the not-found route itself or the page-data Gatsby's loader asks for it: both answer 404 by design
 * on that route, and nowhere else.
 */
export function isNotFoundRouteRequest(route: string, url: string): boolean {
  const routePath = (route.split("?")[0] ?? route).replace(/\/+$/, "");
  const requested = new URL(url).pathname.replace(/\/+$/, "");
  return requested === routePath || requested === `/page-data${routePath}/page-data.json`;
}

/** Every page the build wrote (each folder's index.html, as the static server serves them), sorted. */
export function listBuiltRoutes(publicDir: string): string[] {
  const routes: string[] = [];
  const walk = (dir: string, route: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (route === "/" && (entry.name === "page-data" || entry.name.startsWith("_") || entry.name === "static"))
          continue;
        walk(path.join(dir, entry.name), `${route}${entry.name}/`);
      } else if (entry.name === "index.html") routes.push(route);
    }
  };
  walk(publicDir, "/");
  return routes.sort();
}

export function emptyWeight(): Record<ResourceKind, number> {
  return { html: 0, js: 0, json: 0, css: 0, fonts: 0, images: 0, other: 0 };
}

/** What is over budget for this page, one line each; empty when within. */
export function findOverBudget(
  page: Pick<PageTransfer, "route" | "type" | "weight">,
  budgets = TRANSFER_BUDGETS,
): string[] {
  const budget = budgets[page.type];
  const over: string[] = [];
  if (page.weight.js > budget.js)
    over.push(`${page.route} (${page.type}): ${page.weight.js} bytes of JS, budget ${budget.js}`);
  if (page.weight.total > budget.total)
    over.push(`${page.route} (${page.type}): ${page.weight.total} bytes in total, budget ${budget.total}`);
  return over;
}

/**
 * Loads one route in a fresh browser context (a first visit: nothing
 * cached) and weighs every response until the network is idle.
 */
/** A laptop's window, the size every budget is measured at; PHONE_VIEWPORT is Lighthouse's mobile screen. */
export const DESKTOP_VIEWPORT = { width: 1366, height: 900 } as const;
export const PHONE_VIEWPORT = { width: 412, height: 823 } as const;

export type MeasureOptions = {
  /**
   * Keep counting after the network is first idle, until the work the page leaves for an idle moment (the phone
   * menu's code, prefetches of the links in view) has run and what it fetched has arrived (`waitForIdleWork`).
   */
  readonly idleWork?: boolean;
  /** A script run before the page's own in every document of the measure (a test's positive control). */
  readonly initScript?: string;
};

export async function measurePageTransfer(
  browser: Browser,
  baseUrl: string,
  route: string,
  viewport: { readonly width: number; readonly height: number } = DESKTOP_VIEWPORT,
  options: MeasureOptions = {},
): Promise<PageTransfer> {
  const context = await browser.newContext({ viewport: { ...viewport } });
  const origin = new URL(baseUrl).origin;
  // The harness's watcher: console errors, page errors, failed requests, error responses and CSP violations.
  const watch = await watchContext(context, () => origin);
  if (options.idleWork) await recordIdleWork(context);
  if (options.initScript) await context.addInitScript(options.initScript);
  const page = await context.newPage();
  const requests = trackRequests(page);
  const type = pageTypeOf(route);
  const documentUrl = new URL(route, baseUrl).href;
  const pending: Array<Promise<void>> = [];
  const resources: Array<{ url: string; kind: ResourceKind; status: number; bytes: number }> = [];
  const failures: string[] = [];
  const record = async (request: Request, response: Response | null): Promise<void> => {
    if (!response) return;
    const sizes = await request.sizes();
    const status = response.status();
    const kind = classifyResource((await response.headerValue("content-type")) ?? undefined, request.resourceType());
    resources.push({ url: request.url(), kind, status, bytes: sizes.responseBodySize });
  };
  // Counting stops once the network is idle: a request the page makes later (an idle prefetch) is not part of the
  // load, and its record would outlive the context closed below.
  let counting = true;
  page.on("requestfinished", (request) => {
    if (counting) pending.push(request.response().then((response) => record(request, response)));
  });
  try {
    await page.goto(documentUrl, { waitUntil: "load" });
    // Network idle alone can come while the scripts still run on a busy machine, before the page data is even asked
    // for: wait until the app has rendered (it fetched its data and chunks), then until nothing more is fetched.
    const hydrated = await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 20_000 }).then(
      () => true,
      () => false,
    );
    if (!hydrated) failures.push("the app never rendered in the browser (html[data-hydrated] missing after 20 s)");
    await page.waitForLoadState("networkidle");
    if (options.idleWork) {
      const idle = await waitForIdleWork(page, requests).catch((error: Error) => error);
      if (idle instanceof Error) failures.push(`the page's idle work never finished: ${idle.message.split("\n")[0]}`);
    }
    counting = false;
    await Promise.all(pending);
  } finally {
    counting = false;
    watch.stop();
    await context.close();
  }
  // A not-found page is answered 404, and so is the check of its page data: what it is made of, not a failure.
  const notFoundPrefix = errorResponseLine(404, `${origin}/`, origin).slice(0, -1);
  const expectedNotFound = (line: string) =>
    type === "404" &&
    line.startsWith(notFoundPrefix) &&
    isNotFoundRouteRequest(route, `${origin}${line.slice(notFoundPrefix.length)}`);
  failures.push(...watch.problems().filter((line) => !expectedNotFound(line)));
  const byKind = emptyWeight();
  for (const resource of resources) byKind[resource.kind] += resource.bytes;
  const total = RESOURCE_KINDS.reduce((sum, kind) => sum + byKind[kind], 0);
  return { route, type, weight: { ...byKind, total }, resources, failures };
}

/** Measures routes a few at a time (each in its own context), keeping their order. */
export async function measureRoutes(
  browser: Browser,
  baseUrl: string,
  routes: readonly string[],
  concurrency = 3,
): Promise<PageTransfer[]> {
  const results: PageTransfer[] = new Array<PageTransfer>(routes.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < routes.length) {
      const index = next++;
      results[index] = await measurePageTransfer(browser, baseUrl, routes[index] as string);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, routes.length) }, worker));
  return results;
}

/** One table row per page: route, type and kB per kind. */
export function formatTransferTable(pages: readonly PageTransfer[]): string {
  const kb = (bytes: number): string => (bytes / 1000).toFixed(1).padStart(7);
  const header =
    `${"route".padEnd(56)} ${"type".padEnd(13)} ` +
    `${["html", "js", "json", "css", "fonts", "images", "total"].map((name) => name.padStart(7)).join(" ")}`;
  const rows = pages.map(
    ({ route, type, weight }) =>
      `${route.padEnd(56)} ${type.padEnd(13)} ` +
      [weight.html, weight.js, weight.json, weight.css, weight.fonts, weight.images, weight.total].map(kb).join(" "),
  );
  return [header, ...rows].join("\n");
}
