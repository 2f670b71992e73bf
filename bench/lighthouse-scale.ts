// `npm run bench:lighthouse:3000`: Lighthouse on a site of 3,000 generated docs (the sidebar, the page data and the
// search index at that scale), into bench/results/lighthouse-3000.json. It leaves public/ holding that site: rebuild.
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { writeSyntheticDocs } from "./lib/synthetic-docs";

const root = path.join(__dirname, "..");
const docs = Number(process.argv[2] ?? 3000);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), `synthetic-docs-${docs}-`));
try {
  writeSyntheticDocs(dir, docs);
  const env = {
    ...process.env,
    GATSBY_TELEMETRY_DISABLED: "1",
    DOCS_CONTENT_DIR: dir,
    PAGES_CONTENT_DIR: path.join(root, "src", "__fixtures__", "content-trees", "minimal-pages"),
  };
  console.log(`Building ${docs} generated docs…`);
  const build = spawnSync("npx", ["gatsby", "build"], { cwd: root, env, stdio: "inherit" });
  if (build.status !== 0) throw new Error(`gatsby build failed for ${docs} generated docs`);
  const lighthouse = spawnSync("npx", ["tsx", path.join(__dirname, "lighthouse.ts")], {
    cwd: root,
    stdio: "inherit",
    env: {
      ...process.env,
      LIGHTHOUSE_ROUTES: "^/docs/telemetry/page-0$|^/docs/category/telemetry$|^/$",
      LIGHTHOUSE_RESULTS: `lighthouse-${docs}.json`,
    },
  });
  if (lighthouse.status !== 0) throw new Error("Lighthouse failed");
  console.log("public/ holds the generated site: run `npm run build` before serving or testing the real one.");
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
