// `npm run bench:search`: the search as a reader meets it. On an idle doc page, Ctrl+K, the query typed key by key,
// and the time until its first hit is drawn, with the requests and bytes fetched until then: a fresh browser context
// per run, through a gzip-only server, on the real docs and on 3,000 generated docs; plus the engine's query time in
// Node at 3,000 docs.
//
//   npx tsx bench/search.ts                      prepare from public/, measure, write bench/results/search.json
//   npx tsx bench/search.ts prepare OUT          copy public/ to OUT/real and OUT/large (3,000-doc index), no timing
//   npx tsx bench/search.ts compare A B [RUNS]   alternate runs on two prepared folders (two commits' builds)
import fs from "fs";
import http from "http";
import type { AddressInfo } from "net";
import path from "path";
import type { Browser } from "playwright-core";
import { launchBrowser, PUBLIC_DIR, waitForHydration, type Site } from "../e2e/harness";
import { writeIndexFiles } from "../e2e/lib/site-with-index";
import { siteConfig } from "../src/config/site";
import { createStaticServer } from "../src/server/static-server";
import { readRecordsInput } from "../src/search/indexing/disk-source";
import { buildLocalIndexFiles } from "../src/search/indexing/local-index-file";
import { toSearchRecords } from "../src/search/indexing/records";
import { loadLocalIndex, searchLocalIndex } from "../src/search/local";
import { getSearchParams } from "../src/search/params";
import { writeBenchResults } from "./lib/results-file";
import { writeSyntheticDocs } from "./lib/synthetic-docs";

const root = path.join(__dirname, "..");
const tmp = path.join(__dirname, "tmp");

/** Runs per site and query: budgets are medians of at least 7. */
const RUNS = 7;
const LARGE_DOCS = 3000;
/** What a reader types, per site: a word of the real docs, two words of the generated ones' vocabulary. */
const QUERIES = { real: ["mqtt", "long poll"], large: ["gateway status"] } as const;
/** The budgets of the first hit, typed query, median of the runs. */
export const BUDGETS = {
  real: { ms: 150, requests: 8, kB: 80 },
  large: { ms: 400, kB: 300 },
} as const;

type Run = { readonly ms: number; readonly requests: number; readonly kB: number };

const round = (value: number, digits = 1): number => Number(value.toFixed(digits));
const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Every file below a folder, as the site path a browser asks for. */
function sitePaths(dir: string, prefix = ""): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? sitePaths(path.join(dir, entry.name), `${prefix}/${entry.name}`)
        : [`${prefix}/${entry.name}`],
    );
}

/**
 * The built site behind a gzip-only front, as a CDN serves browsers that do not take Brotli: every text file is
 * compressed once before timing, so the runs pay the transfer, not the compression.
 */
/** What the server sent for one request: when it began (Node's clock), and its status line, headers and body bytes. */
type Sent = { readonly url: string; readonly at: number; bytes: number };
type GzipSite = Site & { readonly sent: Sent[] };

async function startGzipSite(siteDir: string): Promise<GzipSite> {
  const inner = createStaticServer(siteDir);
  const handle = inner.listeners("request")[0] as (
    request: http.IncomingMessage,
    response: http.ServerResponse,
  ) => void;
  const sent: Sent[] = [];
  const server = http.createServer((request, response) => {
    const accepted = request.headers["accept-encoding"];
    request.headers["accept-encoding"] =
      typeof accepted === "string" && /\bgzip\b/.test(accepted) ? "gzip" : "identity";
    // Counted as sent, so the search worker's requests count too (the browser reports no sizes for them).
    const entry: Sent = { url: request.url ?? "", at: Date.now(), bytes: 0 };
    sent.push(entry);
    const count = (chunk: unknown): void => {
      if (typeof chunk === "string" || chunk instanceof Uint8Array) entry.bytes += Buffer.byteLength(chunk);
    };
    const [write, end] = [response.write.bind(response), response.end.bind(response)];
    response.write = ((chunk: unknown, ...rest: unknown[]) => (
      count(chunk),
      write(chunk as never, ...(rest as []))
    )) as typeof response.write;
    response.end = ((chunk?: unknown, ...rest: unknown[]) => (
      count(chunk),
      end(chunk as never, ...(rest as []))
    )) as typeof response.end;
    response.on("finish", () => (entry.bytes += JSON.stringify(response.getHeaders()).length + 17));
    handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const files = sitePaths(siteDir).filter((file) => /\.(js|json|css|html)$/.test(file));
  for (let start = 0; start < files.length; start += 32)
    await Promise.all(
      files
        .slice(start, start + 32)
        .map((file) =>
          fetch(`${baseUrl}${file}`, { headers: { "Accept-Encoding": "gzip" } }).then((response) =>
            response.arrayBuffer(),
          ),
        ),
    );
  sent.length = 0;
  return { baseUrl, sent, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const DOC_PAGE = "/docs/concepts/thing";
const FIRST_OPTION = '[role="dialog"] [role="listbox"] [role="option"]';

/** Opens the doc page in a fresh context and waits until it is loaded, hydrated and idle. */
async function idlePage(browser: Browser, site: GzipSite) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${site.baseUrl}${DOC_PAGE}`);
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
  site.sent.length = 0;
  return { context, page };
}

/** The url of the top hit once the query's search has settled: what a timed run waits for. */
async function settledTopHit(browser: Browser, site: GzipSite, query: string): Promise<string> {
  const { context, page } = await idlePage(browser, site);
  try {
    await page.keyboard.press("Control+K");
    await page.getByRole("combobox").waitFor();
    await page.keyboard.type(query);
    await page.waitForSelector(FIRST_OPTION);
    await page.waitForTimeout(1500);
    return (await page.locator(FIRST_OPTION).first().getAttribute("href")) ?? "";
  } finally {
    await context.close();
  }
}

/**
 * One cold run: Ctrl+K on the idle page, the query typed as soon as the box takes keys, until the top hit of the
 * settled answer is drawn first in the list. Requests and bytes (bodies as sent, and headers) count from the key press
 * to the hit.
 */
async function typedRun(browser: Browser, site: GzipSite, query: string, topHit: string): Promise<Run> {
  const { context, page } = await idlePage(browser, site);
  try {
    let shownAt = 0;
    let boxShown: () => void = () => undefined;
    const typing = new Promise<void>((resolve) => (boxShown = resolve));
    await page.exposeFunction("benchBoxShown", () => boxShown());
    await page.exposeFunction("benchHitShown", () => {
      shownAt = Date.now();
    });
    await page.evaluate(
      ({ selector, href }) => {
        const state = window as unknown as {
          benchPressed?: number;
          benchShown?: number;
          benchBoxShown(): void;
          benchHitShown(): void;
        };
        window.addEventListener("keydown", () => (state.benchPressed ??= performance.now()), { capture: true });
        let box = false;
        const observer = new MutationObserver(() => {
          if (!box && document.querySelector('[role="dialog"] input')) {
            box = true;
            state.benchBoxShown();
          }
          if (document.querySelector(selector)?.getAttribute("href") !== href) return;
          state.benchShown = performance.now();
          observer.disconnect();
          state.benchHitShown();
        });
        observer.observe(document.body, { childList: true, subtree: true, attributes: true });
      },
      { selector: FIRST_OPTION, href: topHit },
    );
    const pressedAt = Date.now();
    await page.keyboard.press("Control+K");
    // Typed as soon as the page says the box is there: a reader's keys, without a test tool's polling delay.
    await typing;
    await page.keyboard.type(query);
    await page.waitForFunction(() => (window as unknown as { benchShown?: number }).benchShown !== undefined);
    while (shownAt === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const ms = await page.evaluate(() => {
      const state = window as unknown as { benchPressed: number; benchShown: number };
      return state.benchShown - state.benchPressed;
    });
    // Responses to requests made between the key press and the hit; one still being sent counts whole.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sent = site.sent.filter((entry) => entry.at >= pressedAt && entry.at <= shownAt);
    return {
      ms: round(ms, 0),
      requests: sent.length,
      kB: round(sent.reduce((sum, entry) => sum + entry.bytes, 0) / 1024),
    };
  } finally {
    await context.close();
  }
}

type Target = { readonly label: string; readonly dir: string };
type Measured = { label: string; site: "real" | "large"; query: string; topHit: string; runs: Run[] };

/** Runs every target and query RUNS times, the targets alternating run by run (first one first, then the other). */
async function measure(targets: readonly Target[], runs = RUNS): Promise<Measured[]> {
  const browser = await launchBrowser();
  const sites = new Map<string, GzipSite>();
  try {
    const cases: Measured[] = [];
    for (const target of targets)
      for (const kind of ["real", "large"] as const) {
        const dir = path.join(target.dir, kind);
        const site = await startGzipSite(dir);
        sites.set(dir, site);
        for (const query of QUERIES[kind])
          cases.push({
            label: target.label,
            site: kind,
            query,
            topHit: await settledTopHit(browser, site, query),
            runs: [],
          });
      }
    for (let run = 0; run < runs; run += 1) {
      const order = run % 2 === 0 ? cases : [...cases].reverse();
      for (const entry of order) {
        const site = sites.get(path.join(targets.find((t) => t.label === entry.label)!.dir, entry.site)) as GzipSite;
        const result = await typedRun(browser, site, entry.query, entry.topHit);
        entry.runs.push(result);
        console.log(
          `${entry.label} ${entry.site} "${entry.query}" run ${run + 1}: ` +
            `${result.ms} ms, ${result.requests} requests, ${result.kB} kB`,
        );
      }
    }
    return cases;
  } finally {
    await browser.close();
    for (const site of sites.values()) await site.close();
  }
}

function summarise(cases: readonly Measured[]) {
  return cases.map(({ label, site, query, topHit, runs }) => {
    const budget = BUDGETS[site];
    const figures = {
      ms: median(runs.map((run) => run.ms)),
      requests: median(runs.map((run) => run.requests)),
      kB: round(median(runs.map((run) => run.kB))),
    };
    const missed = [
      figures.ms > budget.ms ? `first hit ${figures.ms} ms > ${budget.ms} ms` : "",
      "requests" in budget && figures.requests > budget.requests
        ? `${figures.requests} requests > ${budget.requests}`
        : "",
      figures.kB > budget.kB ? `${figures.kB} kB > ${budget.kB} kB` : "",
    ].filter(Boolean);
    return { label, site, query, topHit, median: figures, budget, missed, runs };
  });
}

/** Copies a build into OUT/real, and into OUT/large with the index of 3,000 generated docs built by this checkout. */
function prepare(publicDir: string, out: string): void {
  if (!fs.existsSync(path.join(publicDir, "index.html")))
    throw new Error(`${publicDir} has no build: run npm run build`);
  fs.rmSync(out, { recursive: true, force: true });
  fs.cpSync(publicDir, path.join(out, "real"), { recursive: true });
  fs.cpSync(publicDir, path.join(out, "large"), { recursive: true });
  writeIndexFiles(path.join(out, "large"), largeIndexFiles());
}

function largeDocsInput() {
  const dir = path.join(tmp, `search-synthetic-${LARGE_DOCS}`);
  writeSyntheticDocs(dir, LARGE_DOCS);
  try {
    return readRecordsInput(dir, root);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function largeIndexFiles() {
  return buildLocalIndexFiles(toSearchRecords(largeDocsInput()), siteConfig.search.defaultIndexName, []);
}

/** The engine alone, in Node, over the whole 3,000-doc index: query time once loaded (p95 of the reader queries). */
function engineQueryTimes() {
  const files = largeIndexFiles();
  const fragments = new Map(files.fragments.map((fragment) => [fragment.name, JSON.parse(fragment.json) as unknown]));
  const index = loadLocalIndex({
    base: JSON.parse(JSON.stringify(files.base)),
    fragment: (name) => fragments.get(name),
  });
  const params = getSearchParams(siteConfig.search.snippetWords.default);
  const queries = ["g", "ga", "gateway", "gateway s", "gateway status", "message", "delivery retry", "tokne"];
  const samples: number[] = [];
  for (let round = 0; round < 6; round += 1)
    for (const query of queries) {
      const started = performance.now();
      searchLocalIndex(index, { indexName: index.name, params: { ...params, query } });
      if (round > 0) samples.push(performance.now() - started);
    }
  samples.sort((a, b) => a - b);
  return {
    queries,
    p50Ms: round(median(samples), 2),
    p95Ms: round(samples[Math.ceil(samples.length * 0.95) - 1] ?? 0, 2),
  };
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  if (command === "prepare") return prepare(PUBLIC_DIR, path.resolve(args[0] ?? path.join(tmp, "search-sites")));
  if (command === "compare") {
    const [a, b, runs] = args;
    if (!a || !b) throw new Error("usage: compare DIR_A DIR_B [RUNS]");
    const cases = summarise(
      await measure(
        [
          { label: path.basename(a), dir: path.resolve(a) },
          { label: path.basename(b), dir: path.resolve(b) },
        ],
        Number(runs ?? RUNS),
      ),
    );
    console.log(
      JSON.stringify(
        cases.map(({ runs: _runs, ...rest }) => rest),
        null,
        2,
      ),
    );
    console.log(`Wrote ${writeBenchResults("search-compare.json", { cases })}`);
    return;
  }
  const out = path.join(tmp, "search-sites");
  prepare(PUBLIC_DIR, out);
  const cases = summarise(await measure([{ label: "this build", dir: out }]));
  const engine = engineQueryTimes();
  for (const entry of cases)
    console.log(
      `${entry.site} "${entry.query}": first hit ${entry.median.ms} ms, ` +
        `${entry.median.requests} requests, ${entry.median.kB} kB` +
        (entry.missed.length ? ` — missed: ${entry.missed.join("; ")}` : " — within budget"),
    );
  console.log(`engine at ${LARGE_DOCS} docs: p50 ${engine.p50Ms} ms, p95 ${engine.p95Ms} ms`);
  console.log(`Wrote ${writeBenchResults("search.json", { runsPerMedian: RUNS, cases, engineAtLargeDocs: engine })}`);
  fs.rmSync(out, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
