// Gatsby wiring only: content nodes in, the checked site's pages out, then the files made from the built pages.
import path from "path";
import type { CreatePagesArgs, CreateResolversArgs, CreateSchemaCustomizationArgs, GatsbyNode } from "gatsby";
import { siteConfig } from "./src/config/site";
import { resolveContentDirs } from "./src/content/load/paths";
import { readSearchConfig } from "./src/search/config";
import { serveDevelopIndex } from "./src/search/indexing/develop-index";
import { readSynonyms } from "./src/search/indexing/synonyms";
import {
  DEVELOP_ONLY_BROWSER_PLUGIN,
  isProductionBrowserStage,
  noBrowserApisModule,
  splitSharedCodeBySharers,
  unusedLibraryAliases,
} from "./src/bundling/browser-bundle";
import { readCodeVersion, withCodeVersion } from "./src/gatsby-node-apis/code-version";
import { addContentNodeData } from "./src/gatsby-node-apis/content-nodes";
import { createSitePages } from "./src/gatsby-node-apis/create-site-pages";
import { withoutGatsbyEslint } from "./src/bundling/develop-eslint";
import {
  BROWSER_ONLY_MODULES,
  browserOnlyStandIn,
  isHtmlRendererStage,
  minifyWithSwc,
  withoutRepeatedTypeScriptRule,
} from "./src/bundling/build-speed";
import { developShellReplacements, isDevelopShellStage } from "./src/bundling/develop-shell";
import { pageComponentsRule } from "./src/bundling/page-components";
import { writePostBuildFiles } from "./src/gatsby-node-apis/post-build";
import { siteResolvers } from "./src/gatsby-node-apis/resolvers";
import { SITE_TYPE_DEFS } from "./src/gatsby-node-apis/schema";

const projectRoot = __dirname;
const contentDirs = resolveContentDirs(process.env, projectRoot);
/** `gatsby develop` shows drafts; production, search and the sitemap leave them out. */
const includeDrafts = process.env.NODE_ENV !== "production";
const isDevelop = process.env.gatsby_executing_command === "develop";
/** Gatsby's cache as this build's code reads and writes it, so no work kept by other code is read back. */
const codeVersion = readCodeVersion(projectRoot);
const cacheOfThisCode = (cache: CreatePagesArgs["cache"]) => withCodeVersion(cache, codeVersion);

/**
 * Page components in every stage; the production browser bundle's two trims and SWC minifier; the HTML renderer
 * without browser-only code or source maps; develop's HTML shell without page components; develop without Gatsby's
 * ESLint check.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  getConfig,
  actions,
  plugins,
  reporter,
}) => {
  const rules = withoutRepeatedTypeScriptRule((getConfig() as { module: { rules: [] } }).module.rules);
  if (!rules)
    reporter.panic("Gatsby's JavaScript rule no longer compiles TypeScript: review src/bundling/build-speed.ts");
  // Every stage builds each doc and page template's page components, one per set of MDX components its pages use.
  actions.replaceWebpackConfig({
    ...getConfig(),
    module: { ...getConfig().module, rules: [...(rules ?? []), pageComponentsRule(projectRoot)] },
  });
  if (isProductionBrowserStage(stage)) {
    actions.setWebpackConfig({
      plugins: [plugins.normalModuleReplacement(DEVELOP_ONLY_BROWSER_PLUGIN, noBrowserApisModule(projectRoot))],
      resolve: { alias: unusedLibraryAliases(projectRoot) },
    });
    const config = getConfig() as {
      devtool?: unknown;
      optimization?: Parameters<typeof minifyWithSwc>[0] & {
        splitChunks?: Parameters<typeof splitSharedCodeBySharers>[0];
      };
    };
    // Read when webpack runs: changing Gatsby's configuration object is enough.
    if (!splitSharedCodeBySharers(config.optimization?.splitChunks))
      reporter.panic(
        "Gatsby's webpack configuration has no `shared` split-chunk group any more: " +
          "review src/bundling/browser-bundle.ts",
      );
    if (!minifyWithSwc(config.optimization))
      reporter.panic(
        "Gatsby's webpack configuration has no Terser minimizer any more: review src/bundling/build-speed.ts",
      );
    // Source maps of the browser bundle only when asked for (SOURCE_MAPS=1): readers never fetch them.
    if (!process.env.SOURCE_MAPS) config.devtool = false;
  }
  if (isHtmlRendererStage(stage))
    actions.setWebpackConfig({
      devtool: false,
      plugins: [plugins.normalModuleReplacement(BROWSER_ONLY_MODULES, browserOnlyStandIn(projectRoot))],
    });
  if (isDevelopShellStage(stage, process.env))
    actions.setWebpackConfig({
      plugins: developShellReplacements(projectRoot).map(([request, module]) =>
        plugins.normalModuleReplacement(request, module),
      ),
    });
  if (stage !== "develop") return;
  const config = getConfig() as { plugins?: Parameters<typeof withoutGatsbyEslint>[0] };
  config.plugins = withoutGatsbyEslint(config.plugins ?? []);
  actions.replaceWebpackConfig(config);
};

/** A malformed GATSBY_ALGOLIA_HOSTS stops the build before any work, naming the variable. */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  try {
    readSearchConfig();
  } catch (error) {
    reporter.panic((error as Error).message);
  }
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({
  actions,
}: CreateSchemaCustomizationArgs) => {
  actions.createTypes(SITE_TYPE_DEFS);
};

/** Category files become nodes (so develop watches them); Mdx nodes get their body's line offset. */
export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => addContentNodeData(args);

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers, cache }: CreateResolversArgs) => {
  createResolvers(siteResolvers(cacheOfThisCode(cache), { contentDirs, projectRoot, includeDrafts }));
};

export const createPages: GatsbyNode["createPages"] = ({ actions, reporter, getNodesByType, cache }: CreatePagesArgs) =>
  createSitePages(
    { actions, reporter, getNodesByType, cache: cacheOfThisCode(cache) },
    {
      contentDirs,
      projectRoot,
      includeDrafts,
      isDevelop,
      editUrlBase: process.env.DOCS_EDIT_URL || siteConfig.docPageMeta.editUrl,
    },
  );

/** In develop the local search index is built from the current nodes each time the browser asks for it. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) =>
  serveDevelopIndex(app, readSynonyms(projectRoot), path.join(projectRoot, "public"));

/**
 * The files written from the built pages: .html copies, sitemap.xml, search index, Markdown copies, synonyms, _headers.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ graphql, reporter, cache }) =>
  writePostBuildFiles(graphql, reporter, projectRoot, cacheOfThisCode(cache));
