// `gatsby develop` adds Gatsby's own ESLint check to webpack with eslintrc options, which the project's ESLint 9
// (flat config) rejects, failing every compile; Gatsby offers no switch to turn it off, so develop drops the plugin
// and linting runs as `npm run lint`.

/** The class name of eslint-webpack-plugin, which Gatsby's `plugins.eslint()` and `plugins.eslintRequired()` create. */
export const GATSBY_ESLINT_PLUGIN = "ESLintWebpackPlugin";

/** A webpack plugin, as far as telling Gatsby's ESLint check apart goes. */
export type NamedPlugin = { readonly constructor: { readonly name: string } };

/** The plugins without Gatsby's ESLint check. */
export function withoutGatsbyEslint<T extends NamedPlugin>(plugins: readonly T[]): T[] {
  return plugins.filter((plugin) => plugin.constructor.name !== GATSBY_ESLINT_PLUGIN);
}
