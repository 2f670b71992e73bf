// `npm run bench:build`: cold `gatsby build` wall time, peak memory and doc-page JS at the real content, 600 and 3,000
// docs; then a second build after one doc's body changed (cache kept): its time and how many pages Gatsby rendered.
import fs from "fs";
import os from "os";
import path from "path";
import zlib from "zlib";
import { htmlFileFor, measureBuiltRoute, renderedPages } from "./lib/built-site";
import { writeSyntheticDocs } from "./lib/synthetic-docs";
import { timedRun, type TimedRun } from "./lib/timed-run";
import { writeBenchResults } from "./lib/results-file";

const root = path.join(__dirname, "..");
const publicDir = path.join(root, "public");
const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
const runs: Array<{ label: string; docs: number | null }> = [
  { label: "real content", docs: null },
  // `npm run bench:build -- real` builds the real content alone.
  ...(process.argv.includes("real") ? [] : sizes.length > 0 ? sizes : [600, 3000]).map((docs) => ({
    label: `${docs} synthetic docs`,
    docs,
  })),
];

/** One `gatsby build` of the site; a cold one starts without Gatsby's cache or the previous output. */
function build(env: NodeJS.ProcessEnv, options: { readonly cold: boolean }): Promise<TimedRun> {
  if (options.cold) {
    fs.rmSync(path.join(root, ".cache"), { recursive: true, force: true });
    fs.rmSync(publicDir, { recursive: true, force: true });
  }
  return timedRun(path.join(root, "node_modules", ".bin", "gatsby"), ["build"], {
    cwd: root,
    env: { ...process.env, ...env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
  });
}

/** Gzip kB of a file of the build. */
const gzipKb = (file: string): number => Number((zlib.gzipSync(fs.readFileSync(file)).length / 1000).toFixed(1));

/**
 * What a reader landing on one doc page downloads: JS (gzip), HTML, its page-data and the static-query data (sidebar).
 */
function docPageWeight(route: string) {
  const htmlFile = path.join(publicDir, htmlFileFor(route));
  const pageData = path.join(publicDir, "page-data", route, "page-data.json");
  const staticQueryHashes =
    (JSON.parse(fs.readFileSync(pageData, "utf8")) as { staticQueryHashes?: string[] }).staticQueryHashes ?? [];
  return {
    jsGzipKb: Number((measureBuiltRoute(publicDir, route).jsGzipBytes / 1000).toFixed(1)),
    htmlKb: Number((fs.statSync(htmlFile).size / 1000).toFixed(1)),
    htmlGzipKb: gzipKb(htmlFile),
    pageDataGzipKb: gzipKb(pageData),
    staticQueryDataGzipKb: Number(
      staticQueryHashes
        .reduce((sum, hash) => sum + gzipKb(path.join(publicDir, "page-data", "sq", "d", `${hash}.json`)), 0)
        .toFixed(1),
    ),
  };
}

const tempDirs: string[] = [];

async function main(): Promise<void> {
  const results = [];
  for (const run of runs) {
    // The content is copied, so the edit between the two builds never touches content/.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-build-${run.docs ?? "real"}-`));
    tempDirs.push(dir);
    if (run.docs === null) fs.cpSync(path.join(root, "content", "docs"), dir, { recursive: true });
    else writeSyntheticDocs(dir, run.docs);
    const env: NodeJS.ProcessEnv = { DOCS_CONTENT_DIR: dir };
    const route = run.docs === null ? "docs/concepts/thing" : "docs/telemetry/page-0";
    const edited = path.join(dir, run.docs === null ? "concepts/thing.mdx" : "data.mdx");
    if (run.docs !== null)
      env.PAGES_CONTENT_DIR = path.join(root, "src", "__fixtures__", "content-trees", "minimal-pages");
    console.log(`Building ${run.label}…`);
    const outcome = await build(env, { cold: true });
    if (outcome.code !== 0) throw new Error(`gatsby build failed for ${run.label}:\n${outcome.output.slice(-4000)}`);
    const weight = docPageWeight(route);
    fs.appendFileSync(edited, "\nOne more sentence an editor added to this page.\n");
    const second = await build(env, { cold: false });
    if (second.code !== 0)
      throw new Error(`the second gatsby build failed for ${run.label}:\n${second.output.slice(-4000)}`);
    const result = {
      label: run.label,
      docs: run.docs,
      buildSeconds: Number(outcome.seconds.toFixed(1)),
      peakMemoryMb: outcome.peakMb,
      pagesRendered: renderedPages(outcome.output),
      afterOneDocEdit: {
        buildSeconds: Number(second.seconds.toFixed(1)),
        shareOfCold: Number((second.seconds / outcome.seconds).toFixed(2)),
        pagesRendered: renderedPages(second.output),
        peakMemoryMb: second.peakMb,
      },
      docPage: weight,
    };
    console.log(JSON.stringify(result));
    results.push(result);
  }
  writeBenchResults("build.json", { results });
  console.log("Rebuild the real site with `npm run build` before serving it again.");
}

void main().finally(() => {
  // Leave no synthetic pages behind: a later `npm test` would crawl them as if they were the site.
  for (const dir of [...tempDirs, publicDir, path.join(root, ".cache")])
    fs.rmSync(dir, { recursive: true, force: true });
});
