// `npm run bench:main-thread`: where a phone's main thread
// spends a page load (4× CPU throttling), from a Chromium trace.
import fs from "fs";
import path from "path";
import { launchBrowser, PUBLIC_DIR, startSite } from "../e2e/harness";
import { MEASURED_PAGES } from "./lib/built-site";
import { summariseMainThread, type TraceEvent } from "./lib/trace-summary";
import { writeBenchResults } from "./lib/results-file";

const CPU_SLOWDOWN = 4;
/** Loads per page; the run with the median busy time is reported, as Lighthouse reports its median run. */
const RUNS = 3;
const CATEGORIES = [
  "devtools.timeline",
  "v8.execute",
  "disabled-by-default-devtools.timeline",
  "blink.user_timing",
  "v8",
];

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(PUBLIC_DIR, "index.html")))
    throw new Error("public/ has no built site: run `npm run build` first");
  const site = await startSite();
  const browser = await launchBrowser();
  const results = [];
  try {
    for (const { name, route } of MEASURED_PAGES) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          deviceScaleFactor: 2,
          isMobile: true,
          hasTouch: true,
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
        await browser.startTracing(page, { categories: CATEGORIES });
        await page.goto(`${site.baseUrl}${route}`, { waitUntil: "load" });
        await page.waitForSelector("html[data-hydrated]", { state: "attached" });
        await page.waitForTimeout(3000); // idle work after hydration (prefetching, observers) belongs to the load too
        const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] };
        runs.push(summariseMainThread(trace.traceEvents, site.baseUrl));
        await context.close();
      }
      const summary = [...runs].sort((a, b) => a.busyMs - b.busyMs)[Math.floor(RUNS / 2)] as (typeof runs)[number];
      results.push({
        page: name,
        route,
        ...summary,
        runs: runs.map(({ busyMs, blockingMs }) => ({ busyMs, blockingMs })),
      });
      console.log(
        `${name} (${route}): busy ${summary.busyMs} ms, blocking ${summary.blockingMs} ms (median of ${RUNS}), ` +
          `long tasks ${JSON.stringify(summary.longTasksMs)}`,
      );
      console.log(`  by kind: ${JSON.stringify(summary.byKind)}`);
      console.log(`  script by file: ${JSON.stringify(summary.scriptByFile)}`);
    }
  } finally {
    await browser.close();
    await site.close();
  }
  console.log(
    `Wrote ${writeBenchResults("main-thread.json", { cpuSlowdown: CPU_SLOWDOWN, runsPerMedian: RUNS, results })}`,
  );
}

void main();
