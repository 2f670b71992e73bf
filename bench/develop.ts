// `npm run bench:develop`: the editor's loop in `gatsby develop`, on the real content and on generated docs: time from
// the command to a doc page drawn in the browser, and from a saved edit to the open page showing it.
import fs from "fs";
import os from "os";
import path from "path";
import { launchBrowser, PROJECT_ROOT } from "../e2e/harness";
import { startDevelop, type DevelopServer } from "../e2e/lib/develop-server";
import { writeSyntheticDocs } from "./lib/synthetic-docs";

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

/** The docs folder a site is served from, and the doc page whose body the edits change. */
function contentFor(docs: number | null): {
  readonly docsDir: string;
  readonly route: string;
  readonly file: string;
  readonly cleanup: () => void;
} {
  if (docs === null)
    return {
      docsDir: path.join(PROJECT_ROOT, "content", "docs"),
      route: "/docs/concepts/pulse",
      file: "concepts/pulse.mdx",
      cleanup: () => undefined,
    };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-develop-${docs}-`));
  writeSyntheticDocs(dir, docs);
  return {
    docsDir: dir,
    route: "/docs/data",
    file: "data.mdx",
    cleanup: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

async function measure(site: (typeof sites)[number]) {
  const content = contentFor(site.docs);
  const browser = await launchBrowser();
  let server: DevelopServer | null = null;
  try {
    const started = Date.now();
    server = await startDevelop(PROJECT_ROOT, {
      docs: content.docsDir,
      pages: path.join(PROJECT_ROOT, "content", "pages"),
    });
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}${content.route}`, { timeout: 600_000 });
    await page.locator("h1").first().waitFor({ timeout: 600_000 });
    const firstPageMs = Date.now() - started;
    const file = path.join(server.docsDir, content.file);
    const original = fs.readFileSync(file, "utf8");
    const saveToVisibleMs: number[] = [];
    for (let edit = 0; edit < EDITS; edit += 1) {
      // Idle between edits, as an editor types: each measure starts with nothing pending.
      await page.waitForTimeout(2000);
      const sentence = `An editor's sentence number ${edit} about the loop.`;
      const saved = Date.now();
      fs.writeFileSync(file, `${original}\n${sentence}\n`);
      await page.getByText(sentence).waitFor({ timeout: 60_000 });
      saveToVisibleMs.push(Date.now() - saved);
    }
    await context.close();
    return {
      label: site.label,
      docs: site.docs,
      route: content.route,
      firstPageMs,
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
      `${result.label}: first page ${result.firstPageMs} ms (budget ${BUDGETS.firstPageMs}); ` +
        `save to visible median ${result.saveToVisibleMs.median} ms (budget ${BUDGETS.saveToVisibleMs}), ` +
        `runs ${result.saveToVisibleMs.runs.join(", ")}`,
    );
    results.push(result);
  }
  const out = path.join(__dirname, "results", "develop.json");
  fs.writeFileSync(
    out,
    JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        cores: os.cpus().length,
        loadAverage: os.loadavg().map((load) => Number(load.toFixed(2))),
        budgets: BUDGETS,
        results,
      },
      null,
      2,
    ) + "\n",
  );
  console.log(`Wrote ${path.relative(process.cwd(), out)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
