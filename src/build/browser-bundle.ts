// Trims what Gatsby puts in every page's bundle without the site using it: each trim names the condition that makes
// the left-out code dead in a production browser bundle.
import { createRequire } from "module";
import path from "path";

/** A module of Gatsby's browser bundle replaced by a stand-in. */
export type BundleTrim = { readonly module: RegExp; readonly standIn: string };

/**
 * Gatsby's built-in Partytown plugin acts only in `gatsby develop` (off-main-thread scripts load only on a server
 * render otherwise), yet its browser file pulls gatsby-script and Partytown's snippet into every production bundle.
 */
export const DEVELOP_ONLY_BROWSER_PLUGIN = /[\\/]gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/;

/** Gatsby's service worker registration, which runs only when a plugin's `registerServiceWorker` returns true. */
export const SERVICE_WORKER_REGISTRATION = /[\\/]\.cache[\\/]register-service-worker\.js$/;

/**
 * prop-types: Gatsby's Link and scroll handler declare their props' types, which nothing checks in a production
 * build (Preact does not, and prop-types itself ships throwing shims there).
 */
export const PROP_TYPES = /^prop-types$/;

/**
 * hoist-non-react-statics (and the react-is it requires, about 3 kB of every page's JS): @emotion/react's withTheme
 * copies a wrapped component's statics with it, and the site never calls withTheme.
 */
export const HOIST_NON_REACT_STATICS = /^hoist-non-react-statics$/;

/**
 * Babel's inheritsLoose helper in two builds: gatsby-react-router-scroll's CommonJS requires the CommonJS one (which
 * requires its own setPrototypeOf), Gatsby's browser code imports the ES module one. The scroll handler reaches the
 * helper through interopRequireDefault's `default`, which the ES module build has, so one build serves both.
 */
export const COMMONJS_INHERITS_LOOSE = /^@babel\/runtime\/helpers\/inheritsLoose$/;

/** The ES module build of that helper, as the project resolves it. */
export const esModuleInheritsLoose = (projectRoot: string): string =>
  // Resolved at run time from the project (gatsby-node's bundler would take a plain require.resolve for its own).
  createRequire(path.join(projectRoot, "package.json")).resolve("@babel/runtime/helpers/esm/inheritsLoose");

/**
 * The stand-ins: a plugin with no browser API (also a module that does nothing), prop types that check nothing, and a
 * statics copier that copies nothing.
 */
export function standInModule(projectRoot: string, name: "no-browser-apis" | "prop-types-unchecked" | "hoist-statics-unused"): string {
  return path.join(projectRoot, "src", "lib", `${name}.ts`);
}

/** Whether a Gatsby stage builds the production browser bundle. */
export const isProductionBrowserStage = (stage: string): boolean => stage === "build-javascript";

/** The plugins as Gatsby's store lists them, with the browser APIs each implements. */
export type FlattenedPlugin = { readonly name: string; readonly browserAPIs?: readonly string[] };

/** The production bundle's trims, given the site's plugins (a service worker plugin keeps the registration). */
export function productionBundleTrims(projectRoot: string, plugins: readonly FlattenedPlugin[]): BundleTrim[] {
  const noBrowserApis = standInModule(projectRoot, "no-browser-apis");
  const registersServiceWorker = plugins.some((plugin) => plugin.browserAPIs?.includes("registerServiceWorker"));
  return [
    { module: DEVELOP_ONLY_BROWSER_PLUGIN, standIn: noBrowserApis },
    ...(registersServiceWorker ? [] : [{ module: SERVICE_WORKER_REGISTRATION, standIn: noBrowserApis }]),
    { module: PROP_TYPES, standIn: standInModule(projectRoot, "prop-types-unchecked") },
    { module: COMMONJS_INHERITS_LOOSE, standIn: esModuleInheritsLoose(projectRoot) },
    { module: HOIST_NON_REACT_STATICS, standIn: standInModule(projectRoot, "hoist-statics-unused") },
  ];
}

type WebpackPlugin = { constructor: { name: string }; options?: Record<string, unknown> };

/**
 * Gatsby puts every component's CSS in one stylesheet, ordered from the import order of each page's chunks; it warns
 * when pages import unrelated components in different orders. The components' styles are Emotion's (in the page's
 * <head>, not in these files), so the order between unrelated ones is moot.
 */
export function ignoreCssOrderAcrossPages(plugins: readonly WebpackPlugin[]): number {
  const extractors = plugins.filter((plugin) => plugin.constructor.name === "MiniCssExtractPlugin" && plugin.options);
  for (const extractor of extractors) extractor.options!.ignoreOrder = true;
  return extractors.length;
}

type SplitChunks = { cacheGroups?: Record<string, false | { name?: unknown }> };

/**
 * Gatsby files the code that several lazy chunks share in a chunk named after their names; lazy chunks have no
 * names, so all such code lands in one chunk: the phone menu's dialog focus hook sat with the search's instantsearch
 * (46 kB), which every phone then loaded with the menu's code. Left unnamed, webpack gives each set of chunks its own.
 */
export function splitSharedCodeBySharers(splitChunks: SplitChunks | undefined): boolean {
  const shared = splitChunks?.cacheGroups?.shared;
  if (!shared) return false;
  delete shared.name;
  return true;
}

/**
 * Babel's assumptions for the whole bundle. Gatsby's Babel preset always compiles `??` and `?.` down (for browsers
 * older than the browserslist admits); by default the result also tells `document.all` apart from null, in two tests
 * per use: `null !== (a = x) && void 0 !== a ? a : y`. Nothing in the site or in Gatsby reads `document.all`, so one
 * loose test does: `null != (a = x) ? a : y`, about 12 bytes less per use, in every chunk.
 */
export const BABEL_ASSUMPTIONS = Object.freeze({ noDocumentAll: true });

