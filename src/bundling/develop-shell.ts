// develop's HTML shell bundle leaves out the pages and the theme: only develop's server rendering (DEV_SSR,
// getServerData) renders a page in it, and this site uses neither.
import path from "path";

/** The list of page components Gatsby writes, as its develop server bundle imports it. */
export const PAGE_COMPONENTS_REQUEST = /^\$virtual\/async-requires$/;

/** The stand-in list: asking it for a page component fails, naming this module. */
export const noPageComponentsModule = (projectRoot: string): string =>
  path.join(projectRoot, "src", "lib", "no-page-components.ts");

/** Where gatsby-ssr.tsx takes the page wrappers from (the theme's Root, which imports the whole page chrome). */
export const PAGE_WRAPPERS_REQUEST = /^\.\/src\/theme\/Root$/;

/** The stand-in wrappers: calling one fails, naming this module. */
export const noPageWrappersModule = (projectRoot: string): string =>
  path.join(projectRoot, "src", "lib", "no-page-wrappers.ts");

/** Whether a Gatsby stage builds develop's HTML shell and nothing in develop renders pages on the server. */
export function isDevelopShellStage(stage: string, env: NodeJS.ProcessEnv): boolean {
  return stage === "develop-html" && !env.GATSBY_EXPERIMENTAL_DEV_SSR;
}

/** The shell stage's module replacements: each request the shell bundle imports but never uses, and its stand-in. */
export const developShellReplacements = (projectRoot: string): ReadonlyArray<readonly [RegExp, string]> => [
  [PAGE_COMPONENTS_REQUEST, noPageComponentsModule(projectRoot)],
  [PAGE_WRAPPERS_REQUEST, noPageWrappersModule(projectRoot)],
];
