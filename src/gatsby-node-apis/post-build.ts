// What the build writes once Gatsby has written the pages: .html copies of the pages, sitemap.xml, the local search
// index, the Markdown copies with llms.txt and llms-full.txt, Algolia's synonyms and the _headers file.
import fs from "fs";
import path from "path";
import { toHtmlAliases } from "../content/outputs/html-aliases";
import {
  MARKDOWN_COPY_SOURCE_QUERY,
  toMarkdownCopyInput,
  writeMarkdownCopies,
  type MarkdownCopySourceData,
} from "../content/outputs/markdown-copy-files";
import { SIDEBAR_ID } from "../content/model/version";
import type { KeyValueCache } from "../content/site";
import { readAlgoliaPushSettings } from "../search/indexing/algolia";
import { pushAlgoliaSynonyms } from "../search/indexing/algolia-synonyms";
import { writeSiteSearchIndex, type GraphqlRunner } from "../search/indexing/site-index";
import { readSynonyms } from "../search/indexing/synonyms";
import { readSearchConfig } from "../search/config";
import { writeHeadersFile } from "../server/headers-file";
import { algoliaConnectSources } from "../server/security-headers";

/** What this needs of Gatsby's reporter. */
export type BuildReporter = {
  info(message: string): void;
  warn(message: string): void;
  panicOnBuild(message: string, error?: Error): void;
  activityTimer(name: string): { start(): void; end(): void };
};

/** Runs one step under a named timer, so the build log shows what each of these steps costs. */
async function timedStep<T>(reporter: BuildReporter, name: string, step: () => T | Promise<T>): Promise<T> {
  const timer = reporter.activityTimer(name);
  timer.start();
  try {
    return await step();
  } finally {
    timer.end();
  }
}

/**
 * Static hosts serve "/docs/x.html" from a real file: each page's index.html is copied there, then the rest is written.
 */
export async function writePostBuildFiles(
  graphql: GraphqlRunner,
  reporter: BuildReporter,
  projectRoot: string,
  cache: KeyValueCache,
): Promise<void> {
  const result = (await graphql(`
    query BuiltPages {
      allSitePage {
        nodes {
          path
        }
      }
    }
  `)) as { data?: { allSitePage: { nodes: Array<{ path: string }> } } };
  const publicDir = path.join(projectRoot, "public");
  await timedStep(reporter, "write .html copies of the pages", () => {
    for (const alias of toHtmlAliases(result.data?.allSitePage.nodes.map((node) => node.path) ?? [])) {
      const from = path.join(publicDir, alias.from);
      if (fs.existsSync(from)) fs.copyFileSync(from, path.join(publicDir, alias.to));
      else reporter.warn(`No ${alias.from} to copy to ${alias.to}`);
    }
  });
  // gatsby-plugin-sitemap writes sitemap-index.xml; crawlers and robots.txt look for /sitemap.xml.
  const sitemapIndex = path.join(publicDir, "sitemap-index.xml");
  if (fs.existsSync(sitemapIndex)) fs.copyFileSync(sitemapIndex, path.join(publicDir, "sitemap.xml"));
  // The local search index, built from the same records the Algolia push sends.
  try {
    const index = await timedStep(reporter, "write the local search index", () =>
      writeSiteSearchIndex(graphql, publicDir, projectRoot),
    );
    reporter.info(
      `Search index: ${index.records} records, a ${Math.round(index.bytes / 1024)} kB base in ${index.file} ` +
        `and ${index.fragments} fragments (${Math.round(index.fragmentBytes / 1024)} kB)`,
    );
  } catch (error) {
    reporter.panicOnBuild("Could not build the local search index", error as Error);
  }
  // Each doc's Markdown copy beside its page, llms.txt and llms-full.txt, from the trees the pages render; written
  // before _headers, which sets their content types.
  try {
    const copies = await timedStep(reporter, "write the Markdown copies and llms.txt", async () => {
      const sources = (await graphql(MARKDOWN_COPY_SOURCE_QUERY)) as {
        errors?: unknown;
        data?: MarkdownCopySourceData;
      };
      if (sources.errors || !sources.data)
        throw new Error(`The Markdown copies' query failed: ${JSON.stringify(sources.errors)}`);
      return writeMarkdownCopies(publicDir, toMarkdownCopyInput(sources.data, SIDEBAR_ID), cache);
    });
    reporter.info(
      `Markdown copies: ${copies.copies} docs; llms.txt ${copies.llmsTxtBytes} bytes, ` +
        `llms-full.txt ${Math.round(copies.llmsFullTxtBytes / 1024)} kB`,
    );
  } catch (error) {
    reporter.panicOnBuild("Could not write the Markdown copies and llms.txt", error as Error);
  }
  // The same synonyms go to Algolia when the push is configured
  // (gatsby-plugin-algolia sends records and settings only).
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
    const pages = await timedStep(reporter, "write _headers", () =>
      writeHeadersFile(publicDir, algoliaConnectSources(readSearchConfig().algolia)),
    );
    reporter.info(`Security headers: _headers covers ${pages} HTML pages`);
  } catch (error) {
    reporter.panicOnBuild("Could not write public/_headers", error as Error);
  }
}
