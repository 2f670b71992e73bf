// Gatsby wiring only: content nodes in, the checked site's pages out, then the files made from the built pages.
import path from "path";
import fs from "fs";
import type { CreatePagesArgs, CreateResolversArgs, CreateSchemaCustomizationArgs, GatsbyNode, Node } from "gatsby";
import { resolveContentDirs } from "./src/content/paths";
import { writeSiteSearchIndex } from "./src/search/build/site-index";
import { readAlgoliaPushSettings } from "./src/search/build/algolia";
import { pushAlgoliaSynonyms } from "./src/search/build/algolia-synonyms";
import { readSynonyms } from "./src/search/build/synonyms";
import { createDevelopIndex, developGraphql } from "./src/search/build/develop-index";
import { bodyKeys, checkSite, type BodyWork } from "./src/content/site";
import { SIDEBAR_ID } from "./src/content/version";
import { bodyLineOffset, isCategoryFile } from "./src/content/load";
import { toMdxBody } from "./src/content/markdown-source";
import { readLastUpdates, resolveLastUpdate, toEditUrl } from "./src/content/last-updated";
import { CATEGORY_FILE_NODE_TYPE, docsVersionFromNodes, siteSourcesFromNodes, type ContentNodes, type MdxContentNode, type CategoryFileNode } from "./src/content/nodes";
import { siteConfig } from "./src/config/site";
import { formatContentErrors } from "./src/content/validate";
import { toHtmlAliases } from "./src/content/html-aliases";
import { TWIN_SOURCE_QUERY, toTwinInput, writeMarkdownTwins, type TwinSourceData } from "./src/content/markdown-twin-files";
import { writeHeadersFile } from "./src/server/headers-file";
import { algoliaConnectSources } from "./src/server/security-headers";
import { readSearchConfig } from "./src/search/config";
import { staticStylesRule } from "./src/build/static-styles";
import { pageComponentsRule } from "./src/build/page-components";
import { planSitePages } from "./src/build/site-pages";
import { showInDevelopOverlay } from "./src/build/develop-overlay";
import { BABEL_ASSUMPTIONS, ignoreCssOrderAcrossPages, isProductionBrowserStage, productionBundleTrims, splitSharedCodeBySharers, type FlattenedPlugin } from "./src/build/browser-bundle";

const projectRoot = __dirname;
const contentDirs = resolveContentDirs(process.env, projectRoot);
/** `gatsby develop` shows drafts; production, search and the sitemap leave them out. */
const includeDrafts = process.env.NODE_ENV !== "production";
const isDevelop = process.env.gatsby_executing_command === "develop";

/**
 * `gatsby develop` adds eslint-webpack-plugin with options ESLint 9 (flat config) rejects, which fails every compile;
 * linting runs as `npm run lint` instead.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, plugins, store }) => {
  // Every stage (browser bundles and the HTML renderer) compiles the components' styles to class names and CSS files.
  // Every stage builds each doc and page template's page components, one per set of MDX components its pages use.
  actions.setWebpackConfig({ module: { rules: [staticStylesRule(stage), pageComponentsRule(projectRoot)] } });
  if (isProductionBrowserStage(stage)) {
    const trims = productionBundleTrims(projectRoot, (store.getState() as { flattenedPlugins: FlattenedPlugin[] }).flattenedPlugins);
    actions.setWebpackConfig({ plugins: trims.map((trim) => plugins.normalModuleReplacement(trim.module, trim.standIn)) });
    const config = getConfig() as { plugins?: Parameters<typeof ignoreCssOrderAcrossPages>[0]; optimization?: { splitChunks?: Parameters<typeof splitSharedCodeBySharers>[0] } };
    // Both read their settings when webpack runs: setting them on Gatsby's configuration objects is enough.
    ignoreCssOrderAcrossPages(config.plugins ?? []);
    splitSharedCodeBySharers(config.optimization?.splitChunks);
  }
  if (stage !== "develop") return;
  const config = getConfig() as { plugins?: Array<{ constructor: { name: string } }> };
  config.plugins = (config.plugins ?? []).filter((plugin) => plugin.constructor.name !== "ESLintWebpackPlugin");
  actions.replaceWebpackConfig(config);
};

export const onCreateBabelConfig: GatsbyNode["onCreateBabelConfig"] = ({ actions }) => {
  actions.setBabelOptions({ options: { assumptions: BABEL_ASSUMPTIONS } });
};

/** A malformed GATSBY_ALGOLIA_HOSTS stops the build before any work, naming the variable. */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  try {
    readSearchConfig();
  } catch (error) {
    reporter.panic((error as Error).message);
  }
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }: CreateSchemaCustomizationArgs) => {
  actions.createTypes(`
    type Mdx implements Node {
      frontmatter: MdxFrontmatter!
    }
    type MdxFrontmatter {
      title: String!
      description: String!
      sidebar_label: String
      sidebar_position: Float
      slug: String
      unlisted: Boolean
      keywords: [String!]
    }
    type ${CATEGORY_FILE_NODE_TYPE} implements Node @dontInfer {
      absolutePath: String!
      text: String!
    }
    type Doc {
      id: String!
      path: String!
      sidebar: String
      unlisted: Boolean!
      title: String!
      description: String!
    }
    type DocsVersion {
      name: String!
      label: String!
      path: String!
      isLast: Boolean!
      mainDocId: String!
      docs: [Doc!]!
      sidebars: JSON!
      draftIds: [String!]!
    }
  `);
};

/** Category files become nodes (so develop watches them); each Mdx node learns how many frontmatter lines stand above its body. */
export const onCreateNode: GatsbyNode["onCreateNode"] = async ({ node, actions, loadNodeContent, getNode, createNodeId, createContentDigest }) => {
  const file = node as Node & { absolutePath?: string };
  if (node.internal.type === "File" && file.absolutePath && isCategoryFile(file.absolutePath)) {
    const text = await loadNodeContent(node);
    const child = { id: createNodeId(`${node.id} >>> ${CATEGORY_FILE_NODE_TYPE}`), parent: node.id, children: [], absolutePath: file.absolutePath, text, internal: { type: CATEGORY_FILE_NODE_TYPE, contentDigest: createContentDigest(text) } };
    actions.createNode(child);
    actions.createParentChildLink({ parent: node, child: child as unknown as Node });
  } else if (node.internal.type === "Mdx" && node.parent) {
    const parent = getNode(node.parent);
    if (parent) actions.createNodeField({ node, name: "lineOffset", value: bodyLineOffset(await loadNodeContent(parent), String((node as { body?: unknown }).body ?? "")) });
  }
};

type MdxSource = { body?: string; internal?: { contentFilePath?: string } };
type NodeModel = { findAll(args: { type: string }): Promise<{ entries: Iterable<unknown> }> };

const readContentNodes = async (nodeModel: NodeModel): Promise<ContentNodes> => ({
  mdx: [...(await nodeModel.findAll({ type: "Mdx" })).entries] as MdxContentNode[],
  categories: [...(await nodeModel.findAll({ type: CATEGORY_FILE_NODE_TYPE })).entries] as CategoryFileNode[],
});

/** Mdx.body as MDX for .md files too; docsVersion (sidebar, docs) built from the nodes whenever a query reads it. */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }: CreateResolversArgs) => {
  createResolvers({
    Mdx: { body: { type: "String!", resolve: (source: MdxSource) => toMdxBody(source.body ?? "", source.internal?.contentFilePath ?? "") } },
    Query: {
      docsVersion: {
        type: "DocsVersion",
        resolve: async (_source: unknown, _args: unknown, context: { nodeModel: NodeModel }) => docsVersionFromNodes(await readContentNodes(context.nodeModel), contentDirs, projectRoot, includeDrafts).version,
      },
    },
  });
};

export const createPages: GatsbyNode["createPages"] = async ({ actions, reporter, getNodesByType, cache }: CreatePagesArgs) => {
  const nodes: ContentNodes = { mdx: getNodesByType("Mdx") as unknown as MdxContentNode[], categories: getNodesByType(CATEGORY_FILE_NODE_TYPE) as unknown as CategoryFileNode[] };
  const sources = siteSourcesFromNodes(nodes, contentDirs, projectRoot);
  // Each unchanged body's parse, tree and example checks come from Gatsby's cache: an edit redoes only its own file.
  const keys = [...bodyKeys(sources).values()];
  const cached = await Promise.all(keys.map(async (key) => [key, (await cache.get(key)) as BodyWork | undefined] as const));
  const memo = new Map(cached.filter((entry): entry is readonly [string, BodyWork] => entry[1] !== undefined));
  const known = new Set(memo.keys());
  const site = checkSite(sources, projectRoot, { includeDrafts }, memo);
  await Promise.all(keys.filter((key) => !known.has(key) && memo.has(key)).map((key) => cache.set(key, memo.get(key))));
  for (const warning of site.warnings) reporter.warn(`${warning.file}: ${warning.message}`);
  // One `git log` over the docs folder for every doc's date.
  const history = readLastUpdates(contentDirs.docsDir);
  const editUrlBase = process.env.DOCS_EDIT_URL || siteConfig.docPageMeta.editUrl;
  const metaByFile = new Map(
    site.built.docPages.map((doc) => {
      const relative = path.relative(contentDirs.docsDir, path.resolve(projectRoot, doc.file));
      const lastUpdated = resolveLastUpdate(history.lookup(relative), doc.options.lastUpdate, siteConfig.docPageMeta.showLastUpdateAuthor);
      return [path.resolve(projectRoot, doc.file), { lastUpdated, editUrl: toEditUrl(editUrlBase, relative) }];
    }),
  );
  const nodeIdByFile = new Map(nodes.mdx.flatMap((node) => (node.internal.contentFilePath ? [[node.internal.contentFilePath, node.id] as const] : [])));
  const planned = await planSitePages({ site, nodeIdByFile, metaByFile, projectRoot, pagesDir: contentDirs.pagesDir });
  const errors = [...site.errors, ...planned.problems];
  // The build stops on any problem; develop shows it in the browser's overlay and keeps serving every page that compiled.
  if (isDevelop) showInDevelopOverlay(errors, projectRoot);
  if (errors.length > 0) {
    if (!isDevelop) {
      reporter.panicOnBuild(formatContentErrors(errors));
      return;
    }
    reporter.error(formatContentErrors(errors));
  }
  for (const page of planned.pages) actions.createPage(page);
  reporter.info(`Pages: ${planned.pages.length} from ${nodes.mdx.length} MDX nodes; last updated from ${history.source}; ${planned.pictures.count} screenshots (${Math.round(planned.pictures.bytes / 1024)} kB)`);
};

/** In develop the local search index is built from the current nodes each time the browser asks for it (builds write it in onPostBuild). */
type DevRequest = { protocol: string; params: Record<string, string>; get(header: string): string | undefined };
type DevResponse = { status(code: number): DevResponse; type(mediaType: string): DevResponse; send(body: string): void; end(): void };

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  const index = createDevelopIndex(readSynonyms(projectRoot));
  // A production build's copy in public/ would be served before these routes: develop answers from memory alone.
  const publicDir = path.join(projectRoot, "public");
  fs.rmSync(path.join(publicDir, ...index.baseUrl.split("/").filter(Boolean)), { force: true });
  fs.rmSync(path.join(publicDir, ...index.fragmentsFolder.split("/").filter(Boolean)), { recursive: true, force: true });
  app.get(index.baseUrl, (request: DevRequest, response: DevResponse) => {
    index.rebuild(developGraphql(`${request.protocol}://${request.get("host") ?? ""}`)).then(
      (json) => response.type("application/json").send(json),
      (error: Error) => response.status(500).type("text/plain").send(error.message),
    );
  });
  app.get(`${index.fragmentsFolder}:name`, (request: DevRequest, response: DevResponse) => {
    const json = index.fragment(request.params.name ?? "");
    if (json === null) response.status(404).end();
    else response.type("application/json").send(json);
  });
};

/** Static hosts serve "/docs/x.html" from a real file: copy each page's index.html there. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const result = await graphql<{ allSitePage: { nodes: Array<{ path: string }> } }>(`
    query BuiltPages {
      allSitePage {
        nodes {
          path
        }
      }
    }
  `);
  const publicDir = path.join(projectRoot, "public");
  for (const alias of toHtmlAliases(result.data?.allSitePage.nodes.map((node) => node.path) ?? [])) {
    const from = path.join(publicDir, alias.from);
    if (fs.existsSync(from)) fs.copyFileSync(from, path.join(publicDir, alias.to));
    else reporter.warn(`No ${alias.from} to copy to ${alias.to}`);
  }
  // gatsby-plugin-sitemap writes sitemap-index.xml; crawlers and robots.txt look for /sitemap.xml.
  const sitemapIndex = path.join(publicDir, "sitemap-index.xml");
  if (fs.existsSync(sitemapIndex)) fs.copyFileSync(sitemapIndex, path.join(publicDir, "sitemap.xml"));
  // The local search index, built from the same records the Algolia push sends.
  try {
    const index = await writeSiteSearchIndex(graphql, publicDir, projectRoot);
    reporter.info(`Search index: ${index.records} records, a ${Math.round(index.bytes / 1024)} kB base in ${index.file} and ${index.fragments} fragments (${Math.round(index.fragmentBytes / 1024)} kB)`);
  } catch (error) {
    reporter.panicOnBuild("Could not build the local search index", error as Error);
  }
  // Each doc's Markdown twin beside its page, llms.txt and llms-full.txt, from the trees the pages render; before _headers, which types them.
  try {
    const twinSources = await graphql<TwinSourceData>(TWIN_SOURCE_QUERY);
    if (twinSources.errors || !twinSources.data) throw new Error(`The Markdown copies' query failed: ${JSON.stringify(twinSources.errors)}`);
    const twins = writeMarkdownTwins(publicDir, toTwinInput(twinSources.data, SIDEBAR_ID));
    reporter.info(`Markdown twins: ${twins.twins} docs; llms.txt ${twins.llmsTxtBytes} bytes, llms-full.txt ${Math.round(twins.llmsFullTxtBytes / 1024)} kB`);
  } catch (error) {
    reporter.panicOnBuild("Could not write the Markdown twins and llms.txt", error as Error);
  }
  // The same synonyms go to Algolia when the push is configured (gatsby-plugin-algolia sends records and settings only).
  const algoliaPush = readAlgoliaPushSettings(process.env);
  if (algoliaPush) {
    try {
      const sent = await pushAlgoliaSynonyms(algoliaPush, readSynonyms(projectRoot));
      reporter.info(`Algolia: ${sent} synonym groups sent to ${algoliaPush.indexName}`);
    } catch (error) {
      reporter.panicOnBuild("Could not push the search synonyms to Algolia", error as Error);
    }
  }
  // After the .html aliases exist: every served page gets a CSP with the hashes of its own inline scripts.
  try {
    const pages = writeHeadersFile(publicDir, algoliaConnectSources(readSearchConfig().algolia));
    reporter.info(`Security headers: _headers covers ${pages} HTML pages`);
  } catch (error) {
    reporter.panicOnBuild("Could not write public/_headers", error as Error);
  }
};
