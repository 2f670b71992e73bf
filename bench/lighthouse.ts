// `npm run bench:lighthouse`: Lighthouse mobile and desktop, median of 5, on four pages of public/; LIGHTHOUSE_PAGES,
// LIGHTHOUSE_FORM_FACTORS and LIGHTHOUSE_RESULTS pick other routes, form factors and results file.
import fs from "fs";
import path from "path";
import { CHROMIUM_ARGS, PUBLIC_DIR, startSite } from "../e2e/harness";
import { MEASURED_PAGES } from "./lib/built-site";
import {
  failingAudits,
  medianSummary,
  missedBudgets,
  summariseRun,
  type LighthouseResult,
  type LighthouseSummary,
} from "./lib/bench-summary";
import { writeBenchResults } from "./lib/results-file";

const RUNS = 5;

/** The measured pages, with routes replaced by LIGHTHOUSE_PAGES where it names them. */
function pagesToMeasure(): Array<{ name: string; route: string }> {
  const routes = new Map(
    (process.env.LIGHTHOUSE_PAGES ?? "")
      .split(",")
      .filter(Boolean)
      .map((pair) => pair.split("=") as [string, string]),
  );
  return MEASURED_PAGES.map(({ name, route }) => ({ name, route: routes.get(name) ?? route }));
}
const FORM_FACTORS = (["mobile", "desktop"] as const).filter((formFactor) =>
  (process.env.LIGHTHOUSE_FORM_FACTORS ?? "mobile,desktop").split(",").includes(formFactor),
);

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(PUBLIC_DIR, "index.html")))
    throw new Error("public/ has no built site: run `npm run build` first");
  // Lighthouse and chrome-launcher ship as ES modules only.
  const { default: lighthouse } = await import("lighthouse");
  const { default: desktopConfig } = await import("lighthouse/core/config/desktop-config.js");
  const chromeLauncher = await import("chrome-launcher");
  const site = await startSite();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROMIUM_ARGS,
  });
  const results: Array<{
    page: string;
    route: string;
    formFactor: string;
    median: LighthouseSummary;
    runs: LighthouseSummary[];
    missedBudgets: string[];
    failingAudits: string[];
  }> = [];
  try {
    for (const { name, route } of pagesToMeasure()) {
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
        const missed = missedBudgets(summary, formFactor, name);
        results.push({
          page: name,
          route,
          formFactor,
          median: summary,
          runs,
          missedBudgets: missed,
          failingAudits: [...failing],
        });
        console.log(
          `${name} ${formFactor}: performance ${summary.performance}, accessibility ${summary.accessibility}, ` +
            `best practices ${summary.bestPractices}, SEO ${summary.seo}, ` +
            `LCP ${summary.lcpMs} ms, TBT ${summary.tbtMs} ms, CLS ${summary.cls}, ` +
            `JS ${summary.jsTransferredBytes} B, page data ${summary.pageDataBytes} B` +
            `${missed.length ? ` — missed: ${missed.join("; ")}` : ""}` +
            `${failing.size ? ` (failing audits: ${[...failing].join(", ")})` : ""}`,
        );
      }
    }
  } finally {
    chrome.kill();
    await site.close();
  }
  console.log(
    `Wrote ${writeBenchResults(process.env.LIGHTHOUSE_RESULTS ?? "lighthouse.json", { runsPerMedian: RUNS, results })}`,
  );
}

void main();
