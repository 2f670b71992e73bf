// `npm run bench:peer -- 53 600 3000`: cold builds of this site and of the Docusaurus peer on the same generated docs,
// one after the other, with wall time and peak memory of each (the peer and its generator live in ../shared/peer).
// The peer is copied into the bench's scratch folder (`tmp`, beside this file) and installed there first, untimed: no
// timed run includes an install.
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { timedRun, type TimedRun } from "./lib/timed-run";
import { writeBenchResults } from "./lib/results-file";

const root = path.join(__dirname, "..");
const sourceDir = path.resolve(root, process.env.PEER_DIR ?? path.join("..", "shared", "peer"));
const peerDir = path.join(__dirname, "tmp", "peer");
const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);

/** The peer's generator: the 53 base routes, or that many pages in all. */
function generate(pages: number, out: string): void {
  const args = pages > 53 ? ["--pages", String(pages), out] : [out];
  const result = spawnSync(process.execPath, [path.join(peerDir, "content", "gen.mjs"), ...args], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`gen.mjs failed: ${result.stderr}`);
  // The manifest is the generator's own listing, not a doc.
  fs.rmSync(path.join(out, "manifest.json"), { force: true });
}

/** Cold builds of each side per size, alternating (PEER_ROUNDS; the medians are reported). */
const ROUNDS = Number(process.env.PEER_ROUNDS ?? 1);

const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function summary(runs: readonly TimedRun[]) {
  return {
    buildSeconds: Number(median(runs.map((run) => run.seconds)).toFixed(1)),
    peakMemoryMb: Math.max(...runs.map((run) => run.peakMb)),
    runs: runs.map((run) => Number(run.seconds.toFixed(1))),
  };
}

/** A writable copy of the peer with its packages installed (its build script would install them in a timed run). */
function preparePeer(): void {
  if (!fs.existsSync(path.join(sourceDir, "docusaurus", "build.sh")))
    throw new Error(
      `No peer at ${sourceDir}: set PEER_DIR to the folder holding content/gen.mjs and docusaurus/build.sh`,
    );
  if (!fs.existsSync(path.join(peerDir, "docusaurus", "build.sh"))) {
    fs.cpSync(sourceDir, peerDir, { recursive: true });
    spawnSync("chmod", ["-R", "u+w", peerDir]);
  }
  if (fs.existsSync(path.join(peerDir, "docusaurus", "node_modules", "@docusaurus", "core"))) return;
  console.log("Installing the peer's packages (not timed)…");
  const install = spawnSync("npm", ["ci", "--no-audit", "--no-fund"], {
    cwd: path.join(peerDir, "docusaurus"),
    stdio: "inherit",
  });
  if (install.status !== 0) throw new Error("npm ci failed for the peer");
}

async function main(): Promise<void> {
  preparePeer();
  const results = [];
  for (const pages of sizes.length > 0 ? sizes : [53, 600]) {
    const content = fs.mkdtempSync(path.join(os.tmpdir(), `bench-peer-${pages}-`));
    const peerOut = fs.mkdtempSync(path.join(os.tmpdir(), `bench-peer-out-${pages}-`));
    try {
      generate(pages, content);
      const env = {
        ...process.env,
        DOCS_CONTENT_DIR: content,
        PAGES_CONTENT_DIR: path.join(root, "src", "__fixtures__", "content-trees", "minimal-pages"),
        GATSBY_TELEMETRY_DISABLED: "1",
        CI: "true",
      };
      const oursRuns: TimedRun[] = [];
      const peerRuns: TimedRun[] = [];
      // Alternating, each cold: this site's caches cleared here, the peer's by its build script.
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const dir of [".cache", "public"]) fs.rmSync(path.join(root, dir), { recursive: true, force: true });
        console.log(`${pages} docs, round ${round + 1}: this site…`);
        const ours = await timedRun(path.join(root, "node_modules", ".bin", "gatsby"), ["build"], { cwd: root, env });
        if (ours.code !== 0) throw new Error(`gatsby build failed at ${pages} docs:\n${ours.output.slice(-4000)}`);
        console.log(`${pages} docs, round ${round + 1}: the peer…`);
        const peer = await timedRun("bash", [path.join(peerDir, "docusaurus", "build.sh"), content, peerOut], {
          cwd: root,
          env: process.env,
        });
        if (peer.code !== 0) throw new Error(`the peer's build failed at ${pages} docs:\n${peer.output.slice(-4000)}`);
        oursRuns.push(ours);
        peerRuns.push(peer);
        console.log(`  ${summary([ours]).buildSeconds} s vs ${summary([peer]).buildSeconds} s`);
      }
      const site = summary(oursRuns);
      const other = summary(peerRuns);
      const result = {
        docs: pages,
        site,
        peer: other,
        timeRatio: Number((site.buildSeconds / other.buildSeconds).toFixed(2)),
      };
      console.log(JSON.stringify(result));
      results.push(result);
    } finally {
      fs.rmSync(content, { recursive: true, force: true });
      fs.rmSync(peerOut, { recursive: true, force: true });
    }
  }
  const out = writeBenchResults("peer.json", { results });
  console.log(`Wrote ${out}. Rebuild the real site with \`npm run build\` before serving it again.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
