/**
 * @jest-environment node
 */
import fs from "fs";
import path from "path";
import { GATSBY_DIR, read, ROOT } from "../__fixtures__/gatsby-package";
import {
  DEVELOP_ONLY_BROWSER_PLUGIN,
  DEVELOP_ONLY_BROWSER_PLUGIN_FILE,
  DEVELOP_ONLY_BROWSER_PLUGIN_MARKER,
  isProductionBrowserStage,
  mayShareCodeOf,
  noBrowserApisModule,
  SEARCH_WORKER_CHUNK,
  splitSharedCodeBySharers,
  UNUSED_LIBRARY_MARKERS,
  UNUSED_LIBRARY_MODULES,
} from "./browser-bundle";

/** Gatsby's Partytown browser plugin, the file the replacement leaves out. */
const PARTYTOWN_BROWSER_PLUGIN = path.join(GATSBY_DIR, DEVELOP_ONLY_BROWSER_PLUGIN_FILE);

describe("Gatsby's develop-only Partytown browser plugin, left out of the production bundle", () => {
  it("is matched by the replacement, and nothing else of Gatsby's is", () => {
    expect(
      DEVELOP_ONLY_BROWSER_PLUGIN.test("/site/node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js"),
    ).toBe(true);
    expect(
      DEVELOP_ONLY_BROWSER_PLUGIN.test(
        "C:\\site\\node_modules\\gatsby\\dist\\internal-plugins\\partytown\\gatsby-browser.js",
      ),
    ).toBe(true);
    expect(
      DEVELOP_ONLY_BROWSER_PLUGIN.test("/site/node_modules/gatsby/dist/internal-plugins/partytown/gatsby-ssr.js"),
    ).toBe(false);
    expect(DEVELOP_ONLY_BROWSER_PLUGIN.test("/site/node_modules/gatsby-plugin-preact/gatsby-browser.js")).toBe(false);
  });

  it("is where the replacement looks, registered by Gatsby, develop-only (an upgrade changing that fails here)", () => {
    expect(DEVELOP_ONLY_BROWSER_PLUGIN.test(PARTYTOWN_BROWSER_PLUGIN)).toBe(true);
    const source = read(PARTYTOWN_BROWSER_PLUGIN);
    // Its one browser API returns at once outside development.
    expect(new Set(source.match(/^exports\.\w+ = /gm))).toEqual(
      new Set(["exports.__esModule = ", "exports.onInitialClientRender = "]),
    );
    expect(source).toMatch(
      /const onInitialClientRender = \(\) => \{\s*if \(process\.env\.NODE_ENV !== `development`\) \{\s*return;\s*\}/,
    );
    expect(read(path.join(GATSBY_DIR, "dist", "bootstrap", "load-plugins", "load-internal-plugins.js"))).toContain(
      "internal-plugins/partytown",
    );
  });

  it("holds the text e2e/bundle-trims.test.ts checks the built bundle for, so that check cannot pass vacuously", () => {
    const plugin = read(PARTYTOWN_BROWSER_PLUGIN);
    expect(plugin).toContain('require("./utils/inject-partytown-snippet")');
    expect(
      read(path.join(GATSBY_DIR, "dist", "internal-plugins", "partytown", "utils", "inject-partytown-snippet.js")),
    ).toContain(DEVELOP_ONLY_BROWSER_PLUGIN_MARKER);
  });

  it("stands in with a module implementing no browser API", async () => {
    expect(fs.existsSync(noBrowserApisModule(ROOT))).toBe(true);
    expect(Object.keys(await import("../lib/no-browser-apis"))).toEqual([]);
  });

  it("applies to the production browser stage only (develop keeps Partytown; the HTML render is not shipped)", () => {
    expect(isProductionBrowserStage("build-javascript")).toBe(true);
    for (const stage of ["develop", "develop-html", "build-html"]) expect(isProductionBrowserStage(stage)).toBe(false);
  });
});

describe("code shared by lazy chunks", () => {
  it("is filed by the set of chunks sharing it, not in one chunk for every unnamed set", () => {
    const name = (module: unknown, chunks: Array<{ name: string | null }>) =>
      chunks.map((chunk) => String(chunk.name)).join("");
    const splitChunks = {
      cacheGroups: {
        framework: { name: "framework" },
        shared: { name, minChunks: 2 } as { name?: unknown; minChunks: number },
      },
    };
    expect(splitSharedCodeBySharers(splitChunks)).toBe(true);
    expect(splitChunks.cacheGroups.shared).toEqual({ minChunks: 2, chunks: mayShareCodeOf });
    expect(splitChunks.cacheGroups.framework).toEqual({ name: "framework" });
  });

  it("leaves the search worker's chunk whole, under the name its loader gives it", () => {
    expect(mayShareCodeOf({ name: SEARCH_WORKER_CHUNK })).toBe(false);
    expect(mayShareCodeOf({ name: "component---src-templates-doc-tsx" })).toBe(true);
    expect(mayShareCodeOf({ name: null })).toBe(true);
    const loader = read(path.join(ROOT, "src", "search", "worker", "start-search-worker.ts"));
    expect(loader).toContain(`new Worker(/* webpackChunkName: "${SEARCH_WORKER_CHUNK}" */ new URL(`);
  });

  it("reports a configuration without Gatsby's shared group (gatsby-node stops the build)", () => {
    expect(splitSharedCodeBySharers(undefined)).toBe(false);
    expect(splitSharedCodeBySharers({ cacheGroups: { framework: false } })).toBe(false);
  });

  it("is named by Gatsby after the sharing chunks' names (if this fails, measure the phone menu's code again)", () => {
    const config = read(path.join(GATSBY_DIR, "dist", "utils", "webpack.config.js"));
    expect(config).toMatch(
      /shared: \{[\s\S]*?name\(module, chunks\) \{[\s\S]*?chunks\.reduce\(\(acc, chunk\) => acc \+ chunk\.name, ``\)/,
    );
  });
});

/** Every file below a folder whose name matches. */
const filesUnder = (dir: string, name: RegExp): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && name.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));

describe("library modules left out of the browser bundle", () => {
  const instantsearch = path.dirname(require.resolve("instantsearch.js/package.json", { paths: [ROOT] }));

  it("leaves out qs, which instantsearch imports only for its URL router, started only by a `routing` option", () => {
    expect(UNUSED_LIBRARY_MODULES).toEqual({ qs: false });
    const importers = filesUnder(path.join(instantsearch, "es"), /\.(m?js|cjs)$/).filter((file) =>
      /from 'qs'|require\('qs'\)/.test(read(file)),
    );
    expect(importers.length).toBeGreaterThan(0);
    for (const file of importers) expect(read(file)).toMatch(/export \{ historyRouter as default \}/);
    const instantSearch = read(path.join(instantsearch, "es", "lib", "InstantSearch.js"));
    // Its one call of the router's middleware, just inside the `routing` check.
    expect(instantSearch.match(/createRouterMiddleware\(/g)).toHaveLength(1);
    const check = instantSearch.indexOf("if (routing) {");
    expect(check).toBeGreaterThan(0);
    expect(instantSearch.slice(check, check + 300)).toContain("createRouterMiddleware(");
    expect(read(path.join(instantsearch, "es", "middlewares", "createRouterMiddleware.js"))).toContain(
      "import historyRouter from '../lib/routers/history.js'",
    );
  });

  it("holds the text e2e/bundle-trims.test.ts checks the built bundle for, so that check cannot pass vacuously", () => {
    const qs = path.dirname(require.resolve("qs/package.json", { paths: [instantsearch] }));
    expect(
      filesUnder(path.join(qs, "lib"), /\.js$/).some((file) => read(file).includes(UNUSED_LIBRARY_MARKERS.qs)),
    ).toBe(true);
  });

  it("is never used by the site: no `routing` given to InstantSearch, no import of qs in browser code", () => {
    const sources = [
      ...filesUnder(path.join(ROOT, "src"), /^(?!.*\.test\.).*\.tsx?$/),
      path.join(ROOT, "gatsby-browser.tsx"),
    ];
    expect(sources.length).toBeGreaterThan(100);
    const offending = sources.filter((file) => /\brouting[=:]|from "qs"/.test(read(file)));
    expect(offending).toEqual([]);
  });
});
