// `npm run bench:lighthouse`: mobile Lighthouse (median of 5) on every page of a build: each doc, home, the category
// pages, /search and the standalone pages; reports the worst page and the median page against the phone budgets.
//   LIGHTHOUSE_SITE      the build to measure (default public/)
//   LIGHTHOUSE_ROUTES    a regular expression picking routes (default: all)
//   LIGHTHOUSE_RUNS      runs per page (default 5)
//   LIGHTHOUSE_FORM_FACTORS  "mobile", "desktop" or both (default mobile)
//   LIGHTHOUSE_RESULTS   results file under bench/results (default lighthouse.json)
import fs from "fs";
import path from "path";
import { CHROMIUM_ARGS, PUBLIC_DIR, startSite } from "../e2e/harness";
import { listBuiltPages } from "./lib/built-site";
import {
  failingAudits,
  median,
  medianSummary,
  missedBudgets,
  PHONE_BUDGET,
  summariseRun,
  type LighthouseResult,
  type LighthouseSummary,
} from "./lib/bench-summary";
import { writeBenchResults } from "./lib/results-file";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const SITE = path.resolve(process.env.LIGHTHOUSE_SITE ?? PUBLIC_DIR);
const FORM_FACTORS = (["mobile", "desktop"] as const).filter((formFactor) =>
  (process.env.LIGHTHOUSE_FORM_FACTORS ?? "mobile").split(",").includes(formFactor),
);

/** What kind of page a route is, for the budgets that differ by kind (JS weight). */
const kindOf = (route: string): string =>
  route === "/" ? "home" : route.startsWith("/docs/category/") ? "category" : route === "/search" ? "search" : "doc";

function routesToMeasure(): string[] {
  const pick = new RegExp(process.env.LIGHTHOUSE_ROUTES ?? ".");
  return listBuiltPages(SITE)
    .map((page) => page.route)
    .filter((route) => route !== "/404" && route !== "/dev-404-page" && pick.test(route));
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(SITE, "index.html"))) throw new Error(`${SITE} has no built site: run npm run build`);
  // Lighthouse and chrome-launcher ship as ES modules only.
  const { default: lighthouse } = await import("lighthouse");
  const { default: desktopConfig } = await import("lighthouse/core/config/desktop-config.js");
  const chromeLauncher = await import("chrome-launcher");
  const site = await startSite(SITE);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROMIUM_ARGS,
  });
  const results: Array<{
    route: string;
    formFactor: string;
    median: LighthouseSummary;
    runs: LighthouseSummary[];
    missedBudgets: string[];
    failingAudits: string[];
  }> = [];
  try {
    for (const route of routesToMeasure()) {
      for (const formFactor of FORM_FACTORS) {
        const runs: LighthouseSummary[] = [];
        const failing = new Set<string>();
        for (let run = 0; run < RUNS; run++) {
          const outcome = await lighthouse(
            `${site.baseUrl}${route}`,
            {
              port: chrome.port,
              output: "json",
              logLevel: "error",
              onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
            },
            formFactor === "desktop" ? desktopConfig : undefined,
          );
          if (!outcome) throw new Error(`Lighthouse returned nothing for ${route}`);
          const lhr = outcome.lhr as unknown as LighthouseResult;
          runs.push(summariseRun(lhr));
          for (const audit of failingAudits(lhr)) failing.add(audit);
        }
        const summary = medianSummary(runs);
        const missed = missedBudgets(summary, formFactor, kindOf(route));
        results.push({ route, formFactor, median: summary, runs, missedBudgets: missed, failingAudits: [...failing] });
        console.log(
          `${route} ${formFactor}: performance ${summary.performance}, TBT ${summary.tbtMs} ms, CLS ${summary.cls}, ` +
            `LCP ${summary.lcpMs} ms, accessibility ${summary.accessibility}, JS ${summary.jsTransferredBytes} B` +
            `${missed.length ? ` — missed: ${missed.join("; ")}` : ""}` +
            `${failing.size ? ` (failing audits: ${[...failing].join(", ")})` : ""}`,
        );
      }
    }
  } finally {
    chrome.kill();
    await site.close();
  }
  const mobile = results.filter((result) => result.formFactor === "mobile");
  const worst = (key: "performance" | "tbtMs" | "cls", lowest: boolean) =>
    [...mobile].sort((a, b) => (lowest ? a.median[key] - b.median[key] : b.median[key] - a.median[key]))[0];
  const overview =
    mobile.length === 0
      ? null
      : {
          pages: mobile.length,
          medianPage: {
            performance: median(mobile.map((result) => result.median.performance)),
            tbtMs: median(mobile.map((result) => result.median.tbtMs)),
            cls: median(mobile.map((result) => result.median.cls)),
          },
          worstPerformance: { route: worst("performance", true)?.route, ...worst("performance", true)?.median },
          worstTbt: { route: worst("tbtMs", false)?.route, ...worst("tbtMs", false)?.median },
          worstCls: { route: worst("cls", false)?.route, ...worst("cls", false)?.median },
          pagesMissingBudgets: mobile.filter((result) => result.missedBudgets.length > 0).map((result) => result.route),
        };
  if (overview) console.log(JSON.stringify(overview, null, 2));
  console.log(
    `Wrote ${writeBenchResults(process.env.LIGHTHOUSE_RESULTS ?? "lighthouse.json", {
      site: path.relative(process.cwd(), SITE) || ".",
      runsPerMedian: RUNS,
      budget: PHONE_BUDGET,
      overview,
      results,
    })}`,
  );
}

void main();
