// What makes a production build's two webpack compilations quicker without changing a byte readers get: SWC minifies
// the browser bundle (terser-webpack-plugin's own option), and the HTML renderer leaves out the code only browsers
// load on demand (search dialog, phone menu, encoder…) and source maps only its own error frames would read.
import path from "path";
import TerserPlugin from "terser-webpack-plugin";

/** Whether a Gatsby stage builds the HTML renderer (the pages' server rendering at build time). */
export const isHtmlRendererStage = (stage: string): boolean => stage === "build-html";

/**
 * Modules the browser loads with a dynamic import after the page has rendered, which the server never renders: the
 * renderer gets a stand-in that fails, naming the module, if a page ever does.
 */
export const BROWSER_ONLY_MODULES = new RegExp(
  [
    "src/search/widgets/(?:SearchDialog|SearchResultsPageBody)/index\\.tsx$",
    "src/search/similar-pages\\.ts$",
    "src/search/worker/search\\.worker\\.ts$",
    "src/search/local/reader\\.ts$",
    "src/theme/MobileSidebar/index\\.tsx$",
    "src/theme/MDXComponents/PayloadEncoder/index\\.tsx$",
    "src/theme/MDXComponents/CodeBlock/filling\\.ts$",
    "src/theme/ReaderValuesPanel/Form\\.tsx$",
    "node_modules/(?:nprogress|algoliasearch)/",
  ]
    .map((pattern) => pattern.replaceAll("/", String.raw`[\\/]`))
    .join("|"),
);

/** The stand-in the renderer gets for a browser-only module. */
export const browserOnlyStandIn = (projectRoot: string): string =>
  path.join(projectRoot, "src", "lib", "browser-only.ts");

type Optimization = { minimizer?: unknown[] };

/**
 * Swaps Gatsby's Terser minimizer of the browser bundle for SWC's, through terser-webpack-plugin's own `swcMinify`
 * (the same plugin, so Gatsby's test, exclude and comment extraction stay). Returns false when Gatsby's configuration
 * has no Terser minimizer any more (the caller stops the build).
 */
export function minifyWithSwc(optimization: Optimization | undefined): boolean {
  const minimizers = optimization?.minimizer;
  const at = minimizers?.findIndex(
    (minimizer) => minimizer instanceof Object && minimizer.constructor.name === "TerserPlugin",
  );
  if (!minimizers || at === undefined || at < 0) return false;
  minimizers[at] = new TerserPlugin({
    minify: TerserPlugin.swcMinify,
    exclude: /\.min\.js/,
    parallel: true,
    extractComments: true,
    terserOptions: { compress: { ecma: 5 }, mangle: { safari10: true } },
  });
  return true;
}

type Rule = { readonly test?: unknown; readonly include?: unknown; readonly resourceQuery?: unknown };

/**
 * gatsby-plugin-typescript (one of Gatsby's own plugins) adds a rule that runs Babel on `.ts`/`.tsx` files, which
 * Gatsby's JavaScript rule already compiles with the same Babel options: each TypeScript file went through Babel twice.
 * Returns the rules without that second one, or null when Gatsby's JavaScript rule no longer covers TypeScript.
 */
export function withoutRepeatedTypeScriptRule(rules: readonly Rule[]): Rule[] | null {
  const covers = rules.some(
    (rule) => rule.test instanceof RegExp && rule.test.test("a.tsx") && rule.test.test("a.js") && rule.include,
  );
  if (!covers) return null;
  return rules.filter((rule) => !(String(rule.test) === String(/\.tsx?$/) && !rule.include && !rule.resourceQuery));
}
