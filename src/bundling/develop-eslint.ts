// develop drops Gatsby's ESLint webpack check: its eslintrc options fail every compile under ESLint 9's flat config
// and Gatsby has no switch for it; `npm run lint` lints instead.

/** The class name of eslint-webpack-plugin, which Gatsby's `plugins.eslint()` and `plugins.eslintRequired()` create. */
export const GATSBY_ESLINT_PLUGIN = "ESLintWebpackPlugin";

/** A webpack plugin, as far as telling Gatsby's ESLint check apart goes. */
export type NamedPlugin = { readonly constructor: { readonly name: string } };

/** The plugins without Gatsby's ESLint check. */
export function withoutGatsbyEslint<T extends NamedPlugin>(plugins: readonly T[]): T[] {
  return plugins.filter((plugin) => plugin.constructor.name !== GATSBY_ESLINT_PLUGIN);
}
