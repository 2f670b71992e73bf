// `npm run bench:weight`: first-load JS and CSS (gzip) of the
// home, doc, category and /search pages of the build in public/.
import fs from "fs";
import path from "path";
import { PUBLIC_DIR } from "../e2e/harness";
import { createBuildReader, DOC_PAGE_JS_BUDGET_GZIP_BYTES, MEASURED_PAGES, measureBuiltRoute } from "./lib/built-site";
import { readBuiltHtmlPages } from "../src/server/built-html";
import { measurePage } from "./lib/page-weight";

function main(): void {
  if (!fs.existsSync(path.join(PUBLIC_DIR, "index.html")))
    throw new Error("public/ has no built site: run `npm run build` first");
  const pages = MEASURED_PAGES.map(({ name, route, isDocPage }) => {
    const weight = measureBuiltRoute(PUBLIC_DIR, route);
    const result = {
      name,
      route,
      jsGzipBytes: weight.jsGzipBytes,
      jsBytes: weight.jsBytes,
      cssGzipBytes: weight.cssGzipBytes,
      scripts: weight.scripts,
      // Only doc pages carry the budget; the others are reported against it for comparison.
      withinDocPageBudget: weight.jsGzipBytes <= DOC_PAGE_JS_BUDGET_GZIP_BYTES,
      budgeted: isDocPage,
    };
    console.log(
      `${name} ${route}: JS ${(weight.jsGzipBytes / 1000).toFixed(1)} kB gzip ` +
        `(${(weight.jsBytes / 1000).toFixed(1)} kB raw), ` +
        `CSS ${(weight.cssGzipBytes / 1000).toFixed(1)} kB gzip`,
    );
    return result;
  });
  // Each doc page's MDX is compiled into its own template chunk, so the budget has to hold for every doc, not one.
  const docPages = readBuiltHtmlPages(PUBLIC_DIR)
    .filter((page) => /^docs\/(?!category\/).+\/index\.html$/.test(page.relativePath))
    .map((page) => ({
      route: `/${page.relativePath.replace(/\/index\.html$/, "")}`,
      jsGzipBytes: measurePage(page.html, createBuildReader(PUBLIC_DIR)).jsGzipBytes,
    }))
    .sort((a, b) => b.jsGzipBytes - a.jsGzipBytes);
  const overBudget = docPages.filter((page) => page.jsGzipBytes > DOC_PAGE_JS_BUDGET_GZIP_BYTES);
  const allDocs = {
    count: docPages.length,
    minJsGzipBytes: docPages[docPages.length - 1]?.jsGzipBytes ?? 0,
    maxJsGzipBytes: docPages[0]?.jsGzipBytes ?? 0,
    overBudget,
  };
  console.log(
    `all ${allDocs.count} doc pages: ` +
      `JS ${(allDocs.minJsGzipBytes / 1000).toFixed(1)}–${(allDocs.maxJsGzipBytes / 1000).toFixed(1)} kB gzip, ` +
      `${overBudget.length} over the budget`,
  );
  for (const page of overBudget) console.log(`  over: ${page.route} ${(page.jsGzipBytes / 1000).toFixed(1)} kB`);
  const resultsDir = path.join(__dirname, "results");
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(
    path.join(resultsDir, "weight.json"),
    JSON.stringify(
      { measuredAt: new Date().toISOString(), docPageJsBudgetGzipBytes: DOC_PAGE_JS_BUDGET_GZIP_BYTES, pages, allDocs },
      null,
      2,
    ) + "\n",
  );
  console.log("Wrote bench/results/weight.json");
}

main();
