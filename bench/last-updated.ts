// `npm run bench:last-updated`: the one `git log` the build runs for "Last updated" at 3,000 docs, against one per
// file; `-- --build` also times the step inside a full build.
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { readLastUpdates } from "../src/content/load/last-updated";
import { writeSyntheticDocs } from "./lib/synthetic-docs";

const root = path.join(__dirname, "..");
const DOCS = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 3000);
const AUTHORS = ["Ada Lovelace", "Grace Hopper", "Katherine Johnson", "Margaret Hamilton"];

function git(cwd: string, args: readonly string[], when?: Date, author?: string): string {
  const env = { ...process.env };
  if (when && author) {
    Object.assign(env, {
      GIT_AUTHOR_DATE: when.toISOString(),
      GIT_COMMITTER_DATE: when.toISOString(),
      GIT_AUTHOR_NAME: author,
      GIT_COMMITTER_NAME: author,
      GIT_AUTHOR_EMAIL: "docs@example.com",
      GIT_COMMITTER_EMAIL: "docs@example.com",
    });
  }
  const result = spawnSync("git", [...args], { cwd, env, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr}`);
  return result.stdout;
}

/** A history like a docs repository's: docs added in 30 commits, then 120 commits editing a few docs each. */
function makeHistory(dir: string): { files: string[]; commits: number } {
  git(dir, ["init", "-q"]);
  const files = git(dir, ["ls-files", "--others"]).split("\n").filter(Boolean).sort();
  let day = Date.UTC(2023, 0, 1);
  let commits = 0;
  const commit = (paths: readonly string[]) => {
    git(dir, ["add", "--", ...paths]);
    day += 86_400_000;
    git(dir, ["commit", "-q", "-m", `docs ${commits}`], new Date(day), AUTHORS[commits % AUTHORS.length]);
    commits += 1;
  };
  const batch = Math.ceil(files.length / 30);
  for (let i = 0; i < files.length; i += batch) commit(files.slice(i, i + batch));
  for (let i = 0; i < 120; i += 1) {
    const edited = [0, 1, 2, 3, 4].map((k) => files[(i * 37 + k * 613) % files.length] ?? files[0] ?? "");
    for (const file of edited) fs.appendFileSync(path.join(dir, file), `\nEdited in change ${i}.\n`);
    commit(edited);
  }
  return { files, commits };
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function main(): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `last-updated-${DOCS}-`));
  try {
    writeSyntheticDocs(dir, DOCS);
    const { files, commits } = makeHistory(dir);
    const docFiles = files.filter((file) => /\.mdx?$/.test(file));

    const oneLogMs: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const started = process.hrtime.bigint();
      const { lookup, source } = readLastUpdates(dir);
      for (const file of docFiles) lookup(file);
      if (source !== "git") throw new Error("the synthetic docs were not read from git");
      oneLogMs.push(Number(process.hrtime.bigint() - started) / 1e6);
    }

    const perFileStarted = process.hrtime.bigint();
    for (const file of docFiles)
      spawnSync("git", ["log", "-1", "--format=%ct%x1f%an", "--", file], { cwd: dir, encoding: "utf8" });
    const perFileMs = Number(process.hrtime.bigint() - perFileStarted) / 1e6;

    let buildStepMs: number | null = null;
    if (process.argv.includes("--build")) {
      const build = spawnSync(path.join(root, "node_modules", ".bin", "gatsby"), ["build"], {
        cwd: root,
        env: {
          ...process.env,
          DOCS_CONTENT_DIR: dir,
          PAGES_CONTENT_DIR: path.join(root, "src", "__fixtures__", "content-trees", "minimal-pages"),
          GATSBY_TELEMETRY_DISABLED: "1",
          CI: "true",
        },
        encoding: "utf8",
        maxBuffer: 256 * 1024 * 1024,
      });
      if (build.status !== 0)
        throw new Error(`gatsby build failed:\n${build.stdout.slice(-2000)}${build.stderr.slice(-2000)}`);
      const line = /Last updated: (\d+) docs dated from git in (\d+) ms/.exec(build.stdout);
      if (!line) throw new Error("the build did not report its Last updated step");
      buildStepMs = Number(line[2]);
    }

    const result = {
      measuredAt: new Date().toISOString(),
      cores: os.cpus().length,
      docs: docFiles.length,
      commits,
      oneGitLogMs: Number(median(oneLogMs).toFixed(1)),
      perFileGitLogMs: Math.round(perFileMs),
      inGatsbyBuildMs: buildStepMs,
    };
    console.log(JSON.stringify(result, null, 2));
    fs.mkdirSync(path.join(__dirname, "results"), { recursive: true });
    fs.writeFileSync(path.join(__dirname, "results", "last-updated.json"), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    if (process.argv.includes("--build")) {
      // Leave no synthetic pages behind: a later `npm test` would crawl them as if they were the site.
      for (const built of [path.join(root, "public"), path.join(root, ".cache")])
        fs.rmSync(built, { recursive: true, force: true });
    }
  }
}

main();
