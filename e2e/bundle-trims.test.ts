// The production bundle's trims fire in the build in public/: the code each one leaves out is in none of its scripts.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "fs";
import path from "path";
import { PUBLIC_DIR } from "./harness";
import { DEVELOP_ONLY_BROWSER_PLUGIN_MARKER } from "../src/bundling/browser-bundle";

type WebpackStats = { namedChunkGroups: Record<string, { assets: Array<{ name: string }> }> };

/** The scripts of the last build's app and page components (public/ keeps older builds' files too). */
function builtScripts(): string[] {
  const stats = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, "webpack.stats.json"), "utf8")) as WebpackStats;
  return [
    ...new Set(Object.values(stats.namedChunkGroups).flatMap((group) => group.assets.map((asset) => asset.name))),
  ].filter((name) => name.endsWith(".js"));
}

describe("the production browser bundle", () => {
  it("leaves Gatsby's develop-only Partytown plugin out (src/bundling/browser-bundle.ts)", () => {
    const scripts = builtScripts();
    assert.ok(
      scripts.some((name) => name.startsWith("app-")) &&
        scripts.some((name) => name.startsWith("component---src-templates-doc-tsx")),
      `public/ holds a production build: ${scripts.join(", ")}`,
    );
    const carrying = scripts.filter((name) =>
      fs.readFileSync(path.join(PUBLIC_DIR, name), "utf8").includes(DEVELOP_ONLY_BROWSER_PLUGIN_MARKER),
    );
    assert.deepEqual(carrying, [], `scripts carrying Partytown's snippet (${DEVELOP_ONLY_BROWSER_PLUGIN_MARKER})`);
  });
});
