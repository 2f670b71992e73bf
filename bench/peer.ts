// `npm run bench:peer -- 53 600 3000`: cold builds of this site and of the Docusaurus peer on the same generated docs,
// one after the other, with wall time and peak memory of each (the peer and its generator live in ../shared/peer).
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { timedRun, type TimedRun } from "./lib/timed-run";
import { writeBenchResults } from "./lib/results-file";

const root = path.join(__dirname, "..");
const peerDir = path.resolve(root, process.env.PEER_DIR ?? path.join("..", "shared", "peer"));
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

function summary(run: TimedRun) {
  return { buildSeconds: Number(run.seconds.toFixed(1)), peakMemoryMb: run.peakMb };
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(peerDir, "docusaurus", "build.sh")))
    throw new Error(
      `No peer at ${peerDir}: set PEER_DIR to the folder holding content/gen.mjs and docusaurus/build.sh`,
    );
  const results = [];
  for (const pages of sizes.length > 0 ? sizes : [53, 600]) {
    const content = fs.mkdtempSync(path.join(os.tmpdir(), `bench-peer-${pages}-`));
    const peerOut = fs.mkdtempSync(path.join(os.tmpdir(), `bench-peer-out-${pages}-`));
    try {
      generate(pages, content);
      for (const dir of [".cache", "public"]) fs.rmSync(path.join(root, dir), { recursive: true, force: true });
      console.log(`${pages} docs: this site…`);
      const env = {
        ...process.env,
        DOCS_CONTENT_DIR: content,
        PAGES_CONTENT_DIR: path.join(root, "src", "__fixtures__", "content-trees", "minimal-pages"),
        GATSBY_TELEMETRY_DISABLED: "1",
        CI: "true",
      };
      const ours = await timedRun(path.join(root, "node_modules", ".bin", "gatsby"), ["build"], { cwd: root, env });
      if (ours.code !== 0) throw new Error(`gatsby build failed at ${pages} docs:\n${ours.output.slice(-4000)}`);
      console.log(`${pages} docs: the peer…`);
      const peer = await timedRun("bash", [path.join(peerDir, "docusaurus", "build.sh"), content, peerOut], {
        cwd: root,
        env: process.env,
      });
      if (peer.code !== 0) throw new Error(`the peer's build failed at ${pages} docs:\n${peer.output.slice(-4000)}`);
      const result = {
        docs: pages,
        site: summary(ours),
        peer: summary(peer),
        timeRatio: Number((ours.seconds / peer.seconds).toFixed(2)),
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
