// The production browser bundle's three departures from Gatsby's webpack settings, each worth bytes or a round trip to
// a reader (figures and guarding tests in CONTRIBUTING.md, "What the browser bundle leaves out").
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
 * Modules a library imports for a feature the site never turns on, left out of the production bundle: instantsearch's
 * URL router reads and writes query strings with `qs` (and its object-inspect and get-intrinsic), and the site's
 * `<InstantSearch>` takes no `routing`, so that code never runs.
 */
export const UNUSED_LIBRARY_MODULES = { qs: false } as const;

/** Text each left-out module's source holds, as a string literal the minifier keeps, for the built bundle's test. */
export const UNUSED_LIBRARY_MARKERS: Record<keyof typeof UNUSED_LIBRARY_MODULES, string> = { qs: "RFC3986" };

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
