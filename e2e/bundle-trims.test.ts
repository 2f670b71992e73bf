// The production bundle's trims fire in the build in public/: the code each one leaves out is in none of its scripts.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "fs";
import path from "path";
import { PUBLIC_DIR } from "./harness";
import { DEVELOP_ONLY_BROWSER_PLUGIN_MARKER, UNUSED_LIBRARY_FILES } from "../src/bundling/browser-bundle";

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

/** What each trim leaves out, by the text only that code holds. */
const LEFT_OUT: Array<[code: string, marker: string]> = [
  ["Gatsby's develop-only Partytown plugin", DEVELOP_ONLY_BROWSER_PLUGIN_MARKER],
  ...Object.entries(UNUSED_LIBRARY_FILES).flatMap(([file, markers]) =>
    markers.map((marker): [string, string] => [`instantsearch's ${file}`, marker]),
  ),
];

describe("the production browser bundle", () => {
  it("leaves out what each trim of src/bundling/browser-bundle.ts drops, from every chunk, lazy ones included", () => {
    const scripts = builtScripts();
    assert.ok(
      scripts.some((name) => name.startsWith("app-")) &&
        scripts.some((name) => name.startsWith("component---src-templates-doc-tsx")) &&
        scripts.some((name) => /^\d+-[0-9a-f]{20}\.js$/.test(name)),
      `public/ holds a production build with lazy chunks: ${scripts.join(", ")}`,
    );
    for (const [code, marker] of LEFT_OUT) {
      const carrying = scripts.filter((name) => fs.readFileSync(path.join(PUBLIC_DIR, name), "utf8").includes(marker));
      assert.deepEqual(carrying, [], `scripts carrying ${code} (${marker})`);
    }
  });
});
