// Trims what Gatsby puts in every page's bundle without the site using it.
import path from "path";

/**
 * Gatsby's built-in Partytown plugin acts only in `gatsby develop` (off-main-thread scripts load only on a server
 * render otherwise), yet its browser file pulls gatsby-script and Partytown's snippet into every production bundle.
 */
export const DEVELOP_ONLY_BROWSER_PLUGIN = /[\\/]gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/;

/** What replaces it in a production browser bundle: a plugin with no browser APIs. */
export function noBrowserApisModule(projectRoot: string): string {
  return path.join(projectRoot, "src", "lib", "no-browser-apis.ts");
}

/** Whether a Gatsby stage builds the production browser bundle. */
export const isProductionBrowserStage = (stage: string): boolean => stage === "build-javascript";

type WebpackPlugin = { constructor: { name: string }; options?: Record<string, unknown> };

/**
 * Gatsby puts every component's CSS in one stylesheet, ordered from the import order of each page's chunks; it warns
 * when pages import unrelated components in different orders. Class names are unique per component and a component's
 * own styles come before its children's (src/build/static-styles.ts), so the order between unrelated ones is moot.
 */
export function ignoreCssOrderAcrossPages(plugins: readonly WebpackPlugin[]): number {
  const extractors = plugins.filter((plugin) => plugin.constructor.name === "MiniCssExtractPlugin" && plugin.options);
  for (const extractor of extractors) extractor.options!.ignoreOrder = true;
  return extractors.length;
}
