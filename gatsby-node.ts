// Gatsby wiring only: loads and validates the docs, creates the DocsVersion node and every page.
import path from "path";
import fs from "fs";
import type { CreatePagesArgs, CreateResolversArgs, CreateSchemaCustomizationArgs, GatsbyNode, SourceNodesArgs } from "gatsby";
import { extractContent } from "./src/content/extract";
import { resolveContentDirs } from "./src/content/paths";
import { writeSiteSearchIndex } from "./src/search/build/site-index";
import { readAlgoliaPushSettings } from "./src/search/build/algolia";
import { pushAlgoliaSynonyms } from "./src/search/build/algolia-synonyms";
import { readSynonyms } from "./src/search/build/synonyms";
import { compileBody, loadCheckedSite } from "./src/content/site";
import { toDocId } from "./src/content/slugs";
import { SIDEBAR_ID, type BuiltVersion } from "./src/content/version";
import { bodyLineOffset } from "./src/content/load";
import { toMdxBody } from "./src/content/markdown-source";
import { applyPictures, buildPicture, type PlannedPicture } from "./src/content/raster-images";
import { readLastUpdates, resolveLastUpdate, toEditUrl } from "./src/content/last-updated";
import { siteConfig } from "./src/config/site";
import type { DocPageMetaData } from "./src/theme/DocPageMeta";
import type { CompiledMdx } from "./src/content/mdx-tree";
import { formatContentErrors } from "./src/content/validate";
import { toHtmlAliases } from "./src/content/html-aliases";
import { writeMarkdownTwins } from "./src/content/markdown-twin-files";
import type { MdxTreeNode } from "./src/content/mdx-tree";
import { toStandaloneRoute } from "./src/content/pages";
import { treeHasPlaceholders } from "./src/lib/placeholders";
import { writeHeadersFile } from "./src/server/headers-file";
import { algoliaConnectSources } from "./src/server/security-headers";
import { readSearchConfig } from "./src/search/config";
import { pageComponentsRule, templateWithComponents } from "./src/build/page-components";
import { componentNamesIn } from "./src/content/mdx-components";
import { BABEL_ASSUMPTIONS, ignoreCssOrderAcrossPages, isProductionBrowserStage, productionBundleTrims, splitSharedCodeBySharers, type FlattenedPlugin } from "./src/build/browser-bundle";

const projectRoot = __dirname;
const contentDirs = resolveContentDirs(process.env, projectRoot);
const { pagesDir } = contentDirs;

let built: BuiltVersion | null = null;
/** Compiled MDX bodies by absolute file path, from the same checked load as `built`. */
let compiledByFile = new Map<string, CompiledMdx & { readonly body: string }>();
/** Last updated date and edit link of each doc, by absolute file path. */
let metaByFile = new Map<string, DocPageMetaData>();
/** The tree each doc page renders, by doc id: its Markdown twin is written from the same tree after the build. */
const treeByDocId = new Map<string, readonly MdxTreeNode[]>();

/**
 * `gatsby develop` adds eslint-webpack-plugin with options ESLint 9 (flat config) rejects, which fails every compile;
 * linting runs as `npm run lint` instead.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, plugins, store }) => {
  // Every stage builds each doc and page template's page components, one per set of MDX components its pages use.
  actions.setWebpackConfig({ module: { rules: [pageComponentsRule(projectRoot)] } });
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
    type MdxHeading {
      depth: Int!
      value: String!
      id: String!
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
    type Doc {
      id: String!
      path: String!
      sidebar: String
      unlisted: Boolean!
      title: String!
      description: String!
    }
    type DocsVersion implements Node @dontInfer {
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

export const sourceNodes: GatsbyNode["sourceNodes"] = ({ actions, createContentDigest, reporter }: SourceNodesArgs) => {
  const site = loadCheckedSite(contentDirs, projectRoot, { includeDrafts: process.env.NODE_ENV !== "production" });
  for (const warning of site.warnings) reporter.warn(`${warning.file}: ${warning.message}`);
  if (site.errors.length > 0) {
    reporter.panicOnBuild(formatContentErrors(site.errors));
    return;
  }
  const result = site.built;
  built = result;
  const bodies = new Map([...site.docs, ...site.pages].map((source) => [source.file, source.body]));
  compiledByFile = new Map([...site.compiled].map(([file, compiled]) => [path.resolve(projectRoot, file), { ...compiled, body: bodies.get(file) ?? "" }]));
  // One `git log` over the docs folder for every doc's date.
  const started = Date.now();
  const history = readLastUpdates(contentDirs.docsDir);
  const editUrlBase = process.env.DOCS_EDIT_URL || siteConfig.docPageMeta.editUrl;
  metaByFile = new Map(
    result.docPages.map((doc) => {
      const absolute = path.resolve(projectRoot, doc.file);
      const relative = path.relative(contentDirs.docsDir, absolute);
      const lastUpdated = resolveLastUpdate(history.lookup(relative), doc.options.lastUpdate, siteConfig.docPageMeta.showLastUpdateAuthor);
      return [absolute, { lastUpdated, editUrl: toEditUrl(editUrlBase, relative) }];
    }),
  );
  reporter.info(`Last updated: ${metaByFile.size} docs dated from ${history.source} in ${Date.now() - started} ms`);
  const { version } = result;
  actions.createNode({
    ...version,
    id: `docs-version-${version.name}`,
    internal: { type: "DocsVersion", contentDigest: createContentDigest(version) },
  });
};

type MdxSource = { body?: string; internal?: { contentFilePath?: string } };
const mdxBodyOf = (source: MdxSource): string => toMdxBody(source.body ?? "", source.internal?.contentFilePath ?? "");

/** Mdx.body as MDX for .md files too; Mdx.headings: each heading's level, text and rehype-slug id, for the table of contents. */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }: CreateResolversArgs) => {
  createResolvers({
    Mdx: {
      body: { type: "String!", resolve: mdxBodyOf },
      headings: {
        type: "[MdxHeading!]!",
        resolve: (source: MdxSource) => extractContent(mdxBodyOf(source)).headings.map(({ depth, text, id }) => ({ depth, value: text, id })),
      },
    },
  });
};

type MdxPageQuery = {
  allMdx: {
    nodes: Array<{ id: string; body: string; internal: { contentFilePath: string } }>;
  };
};

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }: CreatePagesArgs) => {
  if (!built) return;
  const result = await graphql<MdxPageQuery>(`
    query MdxPages {
      allMdx {
        nodes {
          id
          body
          internal {
            contentFilePath
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the MDX files", result.errors);
    return;
  }
  const docTemplate = path.resolve(projectRoot, "src/templates/doc.tsx");
  const pageTemplate = path.resolve(projectRoot, "src/templates/page.tsx");
  const categoryTemplate = path.resolve(projectRoot, "src/templates/category.tsx");
  const docByFile = new Map(built.docPages.map((doc) => [path.resolve(projectRoot, doc.file), doc]));

  // Every doc shares one template; its body travels as a tree in page-data. The pages that use the same MDX components
  // share a page component made of the template and those components, so a page's chunk has no other component's code.
  const staticDir = path.join(projectRoot, "public", "static");
  let recompiled = 0;
  // Screenshots: AVIF/WebP/fallback variants, made once per image however many pages show it.
  const pictures = new Map<string, PlannedPicture & { readonly bytes: number }>();
  for (const node of result.data.allMdx.nodes) {
    const file = node.internal.contentFilePath;
    // `gatsby develop` re-runs createPages after an edit: recompile a body that changed since the checked load.
    const cached = compiledByFile.get(file);
    let compiled: CompiledMdx;
    if (cached && cached.body === node.body) {
      compiled = cached;
    } else {
      recompiled += 1;
      const source = { file: path.relative(projectRoot, file), body: node.body, lineOffset: bodyLineOffset(fs.readFileSync(file, "utf8"), node.body) };
      const result = compileBody(source, projectRoot);
      if ("error" in result) {
        reporter.panicOnBuild(formatContentErrors([result.error]));
        continue;
      }
      compiled = result.compiled;
    }
    for (const asset of compiled.assets) {
      fs.mkdirSync(staticDir, { recursive: true });
      if (!asset.raster) fs.copyFileSync(asset.source, path.join(projectRoot, "public", asset.url));
      else if (!pictures.has(asset.url)) {
        try {
          pictures.set(asset.url, await buildPicture(asset.source, asset.url, path.join(projectRoot, "public")));
        } catch (error) {
          reporter.panicOnBuild(`${path.relative(projectRoot, file)}: could not process the image ${path.relative(projectRoot, asset.source)} (${(error as Error).message})`);
        }
      }
    }
    const body = compiled.assets.some((asset) => asset.raster) ? applyPictures(compiled.tree, pictures) : compiled.tree;
    const doc = docByFile.get(file);
    if (doc) {
      actions.createPage({
        path: doc.path,
        component: templateWithComponents(docTemplate, componentNamesIn(body), projectRoot),
        context: { id: node.id, docId: doc.id, body, offersReaderValues: treeHasPlaceholders(body), options: doc.options, meta: metaByFile.get(file) ?? { lastUpdated: null, editUrl: null } },
      });
      treeByDocId.set(doc.id, body);
    } else if (file.startsWith(pagesDir + path.sep)) {
      const route = toStandaloneRoute(toDocId(path.relative(pagesDir, file)));
      actions.createPage({ path: route, component: templateWithComponents(pageTemplate, componentNamesIn(body), projectRoot), context: { id: node.id, body, offersReaderValues: treeHasPlaceholders(body) } });
    }
  }
  if (recompiled > 0) reporter.info(`MDX: recompiled ${recompiled} changed bodies`);
  if (pictures.size > 0) {
    const kb = Math.round([...pictures.values()].reduce((sum, picture) => sum + picture.bytes, 0) / 1024);
    reporter.info(`Images: ${pictures.size} screenshots as AVIF, WebP and fallback variants (${kb} kB in public/static)`);
  }
  for (const page of built.categoryPages) {
    actions.createPage({ path: page.path, component: categoryTemplate, context: { category: page } });
  }
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
  // Each doc's Markdown twin beside its page, llms.txt and llms-full.txt; before _headers, which types them.
  if (built) {
    try {
      const twins = writeMarkdownTwins(publicDir, { docs: built.docPages, sidebar: built.version.sidebars[SIDEBAR_ID] ?? [], treeByDocId, mainDocId: built.version.mainDocId });
      reporter.info(`Markdown twins: ${twins.twins} docs; llms.txt ${twins.llmsTxtBytes} bytes, llms-full.txt ${Math.round(twins.llmsFullTxtBytes / 1024)} kB`);
    } catch (error) {
      reporter.panicOnBuild("Could not write the Markdown twins and llms.txt", error as Error);
    }
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
