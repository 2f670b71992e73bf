// Gatsby wiring only: content nodes in, the checked site's pages out, then the files made from the built pages.
import path from "path";
import type { CreatePagesArgs, CreateResolversArgs, CreateSchemaCustomizationArgs, GatsbyNode, Node } from "gatsby";
import { siteConfig } from "./src/config/site";
import { bodyLineOffset, isCategoryFile } from "./src/content/load/load";
import { toMdxBody } from "./src/content/load/markdown-source";
import {
  CATEGORY_FILE_NODE_TYPE,
  docsVersionFromNodes,
  type CategoryFileNode,
  type ContentNodes,
  type MdxContentNode,
} from "./src/content/load/nodes";
import { resolveContentDirs } from "./src/content/load/paths";
import { formatContentErrors } from "./src/content/check/validate";
import { readSearchConfig } from "./src/search/config";
import { serveDevelopIndex } from "./src/search/build/develop-index";
import { readSynonyms } from "./src/search/build/synonyms";
import {
  DEVELOP_ONLY_BROWSER_PLUGIN,
  isProductionBrowserStage,
  noBrowserApisModule,
  splitSharedCodeBySharers,
} from "./src/build/browser-bundle";
import { checkSiteWithCache, docMetaByFile } from "./src/build/checked-site";
import { readCompiledBody, storeCompiledBodies } from "./src/build/compiled-bodies";
import { withoutGatsbyEslint } from "./src/build/develop-eslint";
import { isDevelopShellStage, noPageComponentsModule, PAGE_COMPONENTS_REQUEST } from "./src/build/develop-shell";
import { showInDevelopOverlay } from "./src/build/develop-overlay";
import { pageComponentsRule } from "./src/build/page-components";
import { writePostBuildFiles } from "./src/build/post-build";
import { SITE_TYPE_DEFS } from "./src/build/schema";
import { planSitePages } from "./src/build/site-pages";

const projectRoot = __dirname;
const contentDirs = resolveContentDirs(process.env, projectRoot);
/** `gatsby develop` shows drafts; production, search and the sitemap leave them out. */
const includeDrafts = process.env.NODE_ENV !== "production";
const isDevelop = process.env.gatsby_executing_command === "develop";

/**
 * Page components in every stage; the production browser bundle's two trims; develop's HTML shell without page
 * components; develop without Gatsby's ESLint check.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  getConfig,
  actions,
  plugins,
  reporter,
}) => {
  // Every stage builds each doc and page template's page components, one per set of MDX components its pages use.
  actions.setWebpackConfig({ module: { rules: [pageComponentsRule(projectRoot)] } });
  if (isProductionBrowserStage(stage)) {
    actions.setWebpackConfig({
      plugins: [plugins.normalModuleReplacement(DEVELOP_ONLY_BROWSER_PLUGIN, noBrowserApisModule(projectRoot))],
    });
    const config = getConfig() as { optimization?: { splitChunks?: Parameters<typeof splitSharedCodeBySharers>[0] } };
    // Read when webpack runs: changing Gatsby's configuration object is enough.
    if (!splitSharedCodeBySharers(config.optimization?.splitChunks))
      reporter.panic(
        "Gatsby's webpack configuration has no `shared` split-chunk group any more: review src/build/browser-bundle.ts",
      );
  }
  if (isDevelopShellStage(stage, process.env)) {
    actions.setWebpackConfig({
      plugins: [plugins.normalModuleReplacement(PAGE_COMPONENTS_REQUEST, noPageComponentsModule(projectRoot))],
    });
  }
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

/**
 * Category files become nodes (so develop watches them); each Mdx
 * node learns how many frontmatter lines stand above its body.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = async ({
  node,
  actions,
  loadNodeContent,
  getNode,
  createNodeId,
  createContentDigest,
}) => {
  const file = node as Node & { absolutePath?: string };
  if (node.internal.type === "File" && file.absolutePath && isCategoryFile(file.absolutePath)) {
    const text = await loadNodeContent(node);
    const child = {
      id: createNodeId(`${node.id} >>> ${CATEGORY_FILE_NODE_TYPE}`),
      parent: node.id,
      children: [],
      absolutePath: file.absolutePath,
      text,
      internal: { type: CATEGORY_FILE_NODE_TYPE, contentDigest: createContentDigest(text) },
    };
    actions.createNode(child);
    actions.createParentChildLink({ parent: node, child: child as unknown as Node });
  } else if (node.internal.type === "Mdx" && node.parent) {
    const parent = getNode(node.parent);
    if (parent)
      actions.createNodeField({
        node,
        name: "lineOffset",
        value: bodyLineOffset(await loadNodeContent(parent), String((node as { body?: unknown }).body ?? "")),
      });
  }
};

type MdxSource = { body?: string; internal?: { contentFilePath?: string } };
type NodeModel = { findAll(args: { type: string }): Promise<{ entries: Iterable<unknown> }> };

const readContentNodes = async (nodeModel: NodeModel): Promise<ContentNodes> => ({
  mdx: [...(await nodeModel.findAll({ type: "Mdx" })).entries] as MdxContentNode[],
  categories: [...(await nodeModel.findAll({ type: CATEGORY_FILE_NODE_TYPE })).entries] as CategoryFileNode[],
});

/**
 * Mdx.body as MDX for .md files too; Mdx.compiledBody, the tree
 * its page renders; docsVersion (sidebar, docs) from the nodes.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers, cache }: CreateResolversArgs) => {
  createResolvers({
    Mdx: {
      body: {
        type: "String!",
        resolve: (source: MdxSource) => toMdxBody(source.body ?? "", source.internal?.contentFilePath ?? ""),
      },
      compiledBody: { type: "JSON", resolve: (source: { id: string }) => readCompiledBody(cache, source.id) },
    },
    Query: {
      docsVersion: {
        type: "DocsVersion",
        resolve: async (_source: unknown, _args: unknown, context: { nodeModel: NodeModel }) =>
          docsVersionFromNodes(await readContentNodes(context.nodeModel), contentDirs, projectRoot, includeDrafts)
            .version,
      },
    },
  });
};

export const createPages: GatsbyNode["createPages"] = async ({
  actions,
  reporter,
  getNodesByType,
  cache,
}: CreatePagesArgs) => {
  const nodes: ContentNodes = {
    mdx: getNodesByType("Mdx") as unknown as MdxContentNode[],
    categories: getNodesByType(CATEGORY_FILE_NODE_TYPE) as unknown as CategoryFileNode[],
  };
  const site = await checkSiteWithCache(nodes, contentDirs, projectRoot, { includeDrafts }, cache);
  for (const warning of site.warnings) reporter.warn(`${warning.file}: ${warning.message}`);
  const dates = docMetaByFile(
    site,
    contentDirs.docsDir,
    projectRoot,
    process.env.DOCS_EDIT_URL || siteConfig.docPageMeta.editUrl,
  );
  const nodeByFile = new Map(
    nodes.mdx.flatMap((node) =>
      node.internal.contentFilePath
        ? [[node.internal.contentFilePath, { id: node.id, digest: node.internal.contentDigest ?? "" }] as const]
        : [],
    ),
  );
  const planned = await planSitePages({
    site,
    nodeByFile,
    metaByFile: dates.meta,
    projectRoot,
    pagesDir: contentDirs.pagesDir,
  });
  const errors = [...site.errors, ...planned.problems];
  // The build stops on any problem; develop shows it in the
  // browser's overlay and keeps serving every page that compiled.
  if (isDevelop) showInDevelopOverlay(errors, projectRoot);
  if (errors.length > 0 && !isDevelop) {
    reporter.panicOnBuild(formatContentErrors(errors));
    return;
  }
  if (errors.length > 0) reporter.error(formatContentErrors(errors));
  // Before the pages: their queries read the bodies from the cache.
  await storeCompiledBodies(planned.bodies, cache);
  for (const page of planned.pages) actions.createPage(page);
  reporter.info(
    `Pages: ${planned.pages.length} from ${nodes.mdx.length} MDX nodes; ` +
      `last updated from ${dates.source}; ` +
      `${planned.pictures.count} screenshots (${Math.round(planned.pictures.bytes / 1024)} kB)`,
  );
};

/** In develop the local search index is built from the current nodes each time the browser asks for it. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) =>
  serveDevelopIndex(app, readSynonyms(projectRoot), path.join(projectRoot, "public"));

/**
 * The files written from the built pages: .html copies, sitemap.xml, search index, Markdown copies, synonyms, _headers.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ graphql, reporter }) =>
  writePostBuildFiles(graphql, reporter, projectRoot);
