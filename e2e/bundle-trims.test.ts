// The production bundle's trims fire in the build in public/: the code each one leaves out is in none of its scripts.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "fs";
import path from "path";
import { PUBLIC_DIR } from "./harness";
import { DEVELOP_ONLY_BROWSER_PLUGIN_MARKER, UNUSED_LIBRARY_MARKERS } from "../src/bundling/browser-bundle";

type WebpackStats = { namedChunkGroups: Record<string, { assets: Array<{ name: string }> }> };

/**
 * The scripts of the last build (public/ keeps older builds' files too): its app and page components, and the lazy
 * chunks its webpack runtime names by id and hash.
 */
function builtScripts(): string[] {
  const stats = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, "webpack.stats.json"), "utf8")) as WebpackStats;
  const named = [
    ...new Set(Object.values(stats.namedChunkGroups).flatMap((group) => group.assets.map((asset) => asset.name))),
  ].filter((name) => name.endsWith(".js"));
  const runtime = named.find((name) => name.startsWith("webpack-runtime-")) ?? "";
  const lazy = [...fs.readFileSync(path.join(PUBLIC_DIR, runtime), "utf8").matchAll(/\b(\d+):"([0-9a-f]{20})"/g)]
    .map(([, id, hash]) => `${id}-${hash}.js`)
    .filter((name) => fs.existsSync(path.join(PUBLIC_DIR, name)));
  return [...named, ...lazy];
}

const carrying = (scripts: readonly string[], marker: string): string[] =>
  scripts.filter((name) => fs.readFileSync(path.join(PUBLIC_DIR, name), "utf8").includes(marker));

describe("the production browser bundle", () => {
  it("leaves Gatsby's develop-only Partytown plugin out (src/bundling/browser-bundle.ts)", () => {
    const scripts = builtScripts();
    assert.ok(
      scripts.some((name) => name.startsWith("app-")) &&
        scripts.some((name) => name.startsWith("component---src-templates-doc-tsx")),
      `public/ holds a production build: ${scripts.join(", ")}`,
    );
    assert.deepEqual(
      carrying(scripts, DEVELOP_ONLY_BROWSER_PLUGIN_MARKER),
      [],
      `scripts carrying Partytown's snippet (${DEVELOP_ONLY_BROWSER_PLUGIN_MARKER})`,
    );
  });

  it("leaves out the modules of library features the site never turns on, from every chunk, lazy ones included", () => {
    const scripts = builtScripts();
    assert.ok(
      scripts.some((name) => /^\d+-[0-9a-f]{20}\.js$/.test(name)),
      `public/ holds lazy chunks: ${scripts.join(", ")}`,
    );
    for (const [module, marker] of Object.entries(UNUSED_LIBRARY_MARKERS))
      assert.deepEqual(carrying(scripts, marker), [], `scripts carrying ${module} (${marker})`);
  });
});
