// `npm run bench:develop`: the editor's loop in `gatsby develop`, on the real content and on generated docs: time from
// the command to a doc page drawn in the browser (a first start and a restart), and from a saved edit to the open page.
import fs from "fs";
import os from "os";
import path from "path";
import type { Browser } from "playwright-core";
import { launchBrowser, PROJECT_ROOT } from "../e2e/harness";
import { startDevelop, type DevelopServer } from "../e2e/lib/develop-server";
import { writeSyntheticDocs } from "./lib/synthetic-docs";
import { writeBenchResults } from "./lib/results-file";

const EDITS = 7;
const BUDGETS = { firstPageMs: 30_000, saveToVisibleMs: 1_000 };
const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
/** `npm run bench:develop -- real` measures the real content alone. */
const realOnly = process.argv.includes("real");
const sites: Array<{ label: string; docs: number | null }> = [
  { label: "real content", docs: null },
  ...(realOnly ? [] : sizes.length > 0 ? sizes : [600]).map((docs) => ({ label: `${docs} generated docs`, docs })),
];

const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The content a site is served from (a copy: the edits never touch content/), and the doc page the edits change. */
function contentFor(docs: number | null): {
  readonly docsDir: string;
  readonly pagesDir: string;
  readonly route: string;
  readonly file: string;
  readonly cleanup: () => void;
} {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `bench-develop-${docs ?? "real"}-`));
  const docsDir = path.join(root, "docs");
  const pagesDir = path.join(root, "pages");
  fs.cpSync(path.join(PROJECT_ROOT, "content", "pages"), pagesDir, { recursive: true });
  if (docs === null) fs.cpSync(path.join(PROJECT_ROOT, "content", "docs"), docsDir, { recursive: true });
  else writeSyntheticDocs(docsDir, docs);
  const cleanup = () => fs.rmSync(root, { recursive: true, force: true });
  return docs === null
    ? { docsDir, pagesDir, route: "/docs/concepts/pulse", file: "concepts/pulse.mdx", cleanup }
    : { docsDir, pagesDir, route: "/docs/data", file: "data.mdx", cleanup };
}

/** Starts `gatsby develop` on the content and returns the server with the time until the doc page was drawn. */
async function openDocPage(browser: Browser, content: ReturnType<typeof contentFor>) {
  const started = Date.now();
  const server = await startDevelop(PROJECT_ROOT, { docs: content.docsDir, pages: content.pagesDir }, { copy: false });
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}${content.route}`, { timeout: 600_000 });
  await page.locator("h1").first().waitFor({ timeout: 600_000 });
  return { server, context, page, firstPageMs: Date.now() - started };
}

async function measure(site: (typeof sites)[number]) {
  const content = contentFor(site.docs);
  const browser = await launchBrowser();
  let server: DevelopServer | null = null;
  try {
    // A fresh clone's first start: no Gatsby cache, no webpack cache.
    fs.rmSync(path.join(PROJECT_ROOT, ".cache"), { recursive: true, force: true });
    const cold = await openDocPage(browser, content);
    server = cold.server;
    const file = path.join(content.docsDir, content.file);
    const original = fs.readFileSync(file, "utf8");
    const saveToVisibleMs: number[] = [];
    for (let edit = 0; edit < EDITS; edit += 1) {
      // Idle between edits, as an editor types: each measure starts with nothing pending.
      await cold.page.waitForTimeout(2000);
      const sentence = `An editor's sentence number ${edit} about the loop.`;
      const saved = Date.now();
      fs.writeFileSync(file, `${original}\n${sentence}\n`);
      await cold.page.getByText(sentence).waitFor({ timeout: 60_000 });
      saveToVisibleMs.push(Date.now() - saved);
    }
    await cold.context.close();
    await server.stop();
    // The editor's next `npm run develop` on the same content, with the caches the first run left.
    const restart = await openDocPage(browser, content);
    server = restart.server;
    await restart.context.close();
    return {
      label: site.label,
      docs: site.docs,
      route: content.route,
      firstPageMs: { cold: cold.firstPageMs, restart: restart.firstPageMs },
      saveToVisibleMs: { median: median(saveToVisibleMs), runs: saveToVisibleMs },
    };
  } finally {
    await server?.stop();
    await browser.close();
    content.cleanup();
  }
}

async function main(): Promise<void> {
  const results = [];
  for (const site of sites) {
    const result = await measure(site);
    console.log(
      `${result.label}: first page ${result.firstPageMs.cold} ms cold, ${result.firstPageMs.restart} ms on a restart ` +
        `(budget ${BUDGETS.firstPageMs}); ` +
        `save to visible median ${result.saveToVisibleMs.median} ms (budget ${BUDGETS.saveToVisibleMs}), ` +
        `runs ${result.saveToVisibleMs.runs.join(", ")}`,
    );
    results.push(result);
  }
  console.log(`Wrote ${writeBenchResults("develop.json", { budgets: BUDGETS, results })}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
