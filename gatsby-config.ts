// Gatsby wiring: sources, MDX pipeline and plugins. Values come from src/config/site.ts and the environment.
import path from "path";
import type { GatsbyConfig } from "gatsby";
import { siteConfig } from "./src/config/site";
import { resolveContentDirs } from "./src/content/load/paths";
import { getAlgoliaPlugin } from "./src/search/indexing/algolia";

const { docsDir, pagesDir } = resolveContentDirs(process.env, __dirname);
const algoliaPlugin = getAlgoliaPlugin(process.env);

const config: GatsbyConfig = {
  siteMetadata: {
    title: siteConfig.title,
    description: siteConfig.tagline,
    siteUrl: siteConfig.url,
  },
  trailingSlash: "ignore",
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  flags: { DEV_SSR: false },
  plugins: [
    // The plugin's schema defaults sourceMap to true, which injects a source map into every css call of a production
    // build too: minified away, but counted in module sizes, where
    // it made webpack split the navbar's styles into a chunk.
    { resolve: "gatsby-plugin-emotion", options: { sourceMap: process.env.NODE_ENV !== "production" } },
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    // Docs, with their _category_ files (they become DocsCategoryFile nodes, so develop sees them change).
    { resolve: "gatsby-source-filesystem", options: { name: "docs", path: docsDir } },
    { resolve: "gatsby-source-filesystem", options: { name: "pages", path: pagesDir } },
    { resolve: "gatsby-source-filesystem", options: { name: "images", path: path.join(__dirname, "src", "images") } },
    // MDX nodes (frontmatter, body): gatsby-node checks them and compiles each body once
    // (src/content/compile/mdx-tree.ts) for its page. .md files get Mdx nodes too; their
    // body field resolves to the equivalent MDX (src/content/load/markdown-source.ts).
    { resolve: "gatsby-plugin-mdx", options: { extensions: [".mdx", ".md"] } },
    // Preact for builds only: under React's Fast Refresh in develop an edited component keeps the app's contexts.
    ...(process.env.gatsby_executing_command === "develop" ? [] : ["gatsby-plugin-preact"]),
    // sitemap-index.xml + sitemap-0.xml (copied to sitemap.xml in onPostBuild); the search page is not a landing page.
    {
      resolve: "gatsby-plugin-sitemap",
      options: { excludes: [siteConfig.search.pagePath, `${siteConfig.search.pagePath}/`] },
    },
    // Pushes the search records to Algolia, only when ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY and ALGOLIA_INDEX_NAME are set;
    // last, as it queries everything.
    ...(algoliaPlugin ? [algoliaPlugin] : []),
  ],
};

export default config;
