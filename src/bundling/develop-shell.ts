// develop's HTML shell bundle gets an empty page-component list: only develop's server rendering (DEV_SSR,
// getServerData) asks it for page components, and this site uses neither.
import path from "path";

/** The list of page components Gatsby writes, as its develop server bundle imports it. */
export const PAGE_COMPONENTS_REQUEST = /^\$virtual\/async-requires$/;

/** The stand-in list: asking it for a page component fails, naming this module. */
export const noPageComponentsModule = (projectRoot: string): string =>
  path.join(projectRoot, "src", "lib", "no-page-components.ts");

/** Whether a Gatsby stage builds develop's HTML shell and nothing in develop renders pages on the server. */
export function isDevelopShellStage(stage: string, env: NodeJS.ProcessEnv): boolean {
  return stage === "develop-html" && !env.GATSBY_EXPERIMENTAL_DEV_SSR;
}
