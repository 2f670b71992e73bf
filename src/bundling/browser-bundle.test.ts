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
  UNUSED_LIBRARY_FILES,
  unusedLibraryAliases,
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

/** A module's text and that of every module it imports, through relative paths and packages alike. */
function textWithImports(file: string, seen = new Set<string>()): string {
  if (seen.has(file)) return "";
  seen.add(file);
  const text = read(file);
  const imported = [...text.matchAll(/(?:from |import |require\()'([^']+)'/g)].map(([, request]) => {
    try {
      return require.resolve(request as string, { paths: [path.dirname(file)] });
    } catch {
      return undefined;
    }
  });
  return [text, ...imported.map((next) => (next && path.isAbsolute(next) ? textWithImports(next, seen) : ""))].join(
    "\n",
  );
}

describe("instantsearch modules left out of the browser bundle", () => {
  const es = path.join(path.dirname(require.resolve("instantsearch.js/package.json", { paths: [ROOT] })), "es");
  const instantSearch = read(path.join(es, "lib", "InstantSearch.js"));
  /** Whether `call` comes in the few lines after `check` in InstantSearch.js, inside the block the check opens. */
  const callsWithin = (check: string, call: string): boolean => {
    const at = instantSearch.indexOf(check);
    return at >= 0 && instantSearch.slice(at, at + 600).includes(call);
  };

  it("are each called only behind an option the site never sets (an upgrade calling one elsewhere fails here)", () => {
    expect(Object.keys(UNUSED_LIBRARY_FILES)).toEqual([
      "middlewares/createRouterMiddleware.js",
      "middlewares/createInsightsMiddleware.js",
      "lib/utils/hydrateSearchClient.js",
    ]);
    // The router, only with a `routing` option.
    expect(instantSearch.match(/createRouterMiddleware\(/g)).toHaveLength(1);
    expect(callsWithin("if (routing) {", "createRouterMiddleware(")).toBe(true);
    // The insights middleware, when `insights` is true, or unset and the results ask for it: never with `false`.
    expect(instantSearch.match(/createInsightsMiddleware\(/g)).toHaveLength(2);
    expect(callsWithin("if (insights) {", "createInsightsMiddleware(")).toBe(true);
    expect(callsWithin("if (typeof this._insights === 'undefined') {", "createInsightsMiddleware(")).toBe(true);
    // The client's hydration, only from server-rendered results.
    expect(instantSearch.match(/hydrateSearchClient\(/g)).toHaveLength(1);
    expect(callsWithin("if (this._initialResults) {", "hydrateSearchClient(")).toBe(true);
  });

  it("are aliased to nothing by their real paths, and the build stops when one is gone", () => {
    const aliases = unusedLibraryAliases(ROOT);
    expect(Object.values(aliases)).toEqual([false, false, false]);
    for (const file of Object.keys(aliases)) expect(fs.existsSync(file) && fs.realpathSync(file) === file).toBe(true);
    expect(() => unusedLibraryAliases(path.join(ROOT, "src"))).toThrow(/ENOENT/);
  });

  it("hold the text e2e/bundle-trims.test.ts checks the built bundle for, so that check cannot pass vacuously", () => {
    for (const [file, markers] of Object.entries(UNUSED_LIBRARY_FILES)) {
      const code = textWithImports(path.join(es, file));
      for (const marker of markers) expect(`${file}: ${code.includes(marker)}`).toBe(`${file}: true`);
    }
  });

  it("are never asked for by the site: InstantSearch gets no `routing`, `insights={false}`, no server state", () => {
    const sources = [
      ...filesUnder(path.join(ROOT, "src"), /^(?!.*\.test\.).*\.tsx?$/),
      path.join(ROOT, "gatsby-browser.tsx"),
    ];
    expect(sources.length).toBeGreaterThan(100);
    const offending = sources.filter((file) =>
      /\brouting[=:]|\binsights=\{(?!false\})|from "qs"|getServerState|InstantSearchSSRProvider/.test(read(file)),
    );
    expect(offending).toEqual([]);
    const provider = read(path.join(ROOT, "src", "search", "widgets", "SearchProvider.tsx"));
    expect(provider.slice(provider.indexOf("<InstantSearch"), provider.indexOf("<Configure"))).toContain(
      "insights={false}",
    );
  });
});
