// The production browser bundle's departures from Gatsby's webpack settings, each worth bytes or a round trip to a
// reader (figures and guarding tests in CONTRIBUTING.md, "Departures from Gatsby's and the libraries' own ways").
import fs from "fs";
import path from "path";

/**
 * Gatsby's built-in Partytown plugin acts only in `gatsby develop` (off-main-thread scripts load only on a server
 * render otherwise), yet its browser file pulls gatsby-script and Partytown's snippet into every production bundle.
 */
export const DEVELOP_ONLY_BROWSER_PLUGIN =
  /[\\/]gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/;

/** The plugin's file in Gatsby's package, which the replacement above must keep matching. */
export const DEVELOP_ONLY_BROWSER_PLUGIN_FILE = path.join("dist", "internal-plugins", "partytown", "gatsby-browser.js");

/**
 * Text only the left-out code holds (Partytown's snippet injector): its source has it, a production bundle must not.
 * A string literal, which the minifier keeps as it is.
 */
export const DEVELOP_ONLY_BROWSER_PLUGIN_MARKER = "partytown-sandbox-sw";

/** The stand-in: a Gatsby browser plugin that implements no API. */
export const noBrowserApisModule = (projectRoot: string): string =>
  path.join(projectRoot, "src", "lib", "no-browser-apis.ts");

/**
 * instantsearch's modules for features the site never turns on, left out of the production bundle, each with text
 * only its code holds (string literals or property names the minifier keeps) for the built bundle's test:
 * - the URL router (with `qs`, object-inspect and get-intrinsic), started only by a `routing` option: the site gives
 *   none, the results page reads `?q=` itself;
 * - the insights middleware, added only when `insights` is not false: the site passes false;
 * - the search client's hydration from server-rendered results: the site renders no search on the server.
 */
export const UNUSED_LIBRARY_FILES = {
  "middlewares/createRouterMiddleware.js": ["ais.browser", "RFC3986"],
  "middlewares/createInsightsMiddleware.js": ["search-insights"],
  "lib/utils/hydrateSearchClient.js": ["_cacheHydrated"],
} as const;

/**
 * webpack aliases to nothing for those files, by their real paths: instantsearch imports them by relative paths,
 * which webpack turns into real ones before it reads aliases. Throws when a file is gone (the build stops).
 */
export const unusedLibraryAliases = (projectRoot: string): Record<string, false> =>
  Object.fromEntries(
    Object.keys(UNUSED_LIBRARY_FILES).map((file) => [
      fs.realpathSync(path.join(projectRoot, "node_modules", "instantsearch.js", "es", file)),
      false,
    ]),
  );

/** Whether a Gatsby stage builds the production browser bundle. */
export const isProductionBrowserStage = (stage: string): boolean => stage === "build-javascript";

type SplitChunks = { cacheGroups?: Record<string, false | { name?: unknown; chunks?: unknown }> };

/** The search worker's chunk, as src/search/worker/start-search-worker.ts names it. */
export const SEARCH_WORKER_CHUNK = "search-worker";

/** Whether the shared group may take code out of a chunk: any but the search worker's, which loads as one file. */
export const mayShareCodeOf = (chunk: { readonly name?: string | null }): boolean => chunk.name !== SEARCH_WORKER_CHUNK;

/**
 * Gatsby files the code that several lazy chunks share in a chunk named after their names; lazy chunks have no
 * names, so all such code lands in one chunk: the phone menu's dialog focus hook sat with the search's instantsearch,
 * which every phone then loaded with the menu's code. Left unnamed, webpack gives each set of chunks its own.
 * Returns false when Gatsby's configuration no longer has that group (the caller stops the build).
 */
export function splitSharedCodeBySharers(splitChunks: SplitChunks | undefined): boolean {
  const shared = splitChunks?.cacheGroups?.shared;
  if (!shared) return false;
  delete shared.name;
  shared.chunks = mayShareCodeOf;
  return true;
}
