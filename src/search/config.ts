// Which search the browser uses: hosted Algolia when its three public variables are set at build time, else the local index.
import { siteConfig } from "../config/site";

export type AlgoliaHost = { readonly url: string; readonly protocol?: "http" | "https" };

export type AlgoliaSettings = {
  readonly appId: string;
  /** The search-only key: it is public by design and travels in the query string. */
  readonly searchKey: string;
  /** Replaces Algolia's hosts (tests point them at a local fake server). */
  readonly hosts?: readonly AlgoliaHost[];
  /** Seconds; algoliasearch's own defaults (1 / 2 / 30) apply when left out. */
  readonly timeouts?: { readonly connect: number; readonly read: number; readonly write: number };
};

export type SearchConfig = {
  readonly indexName: string;
  readonly algolia: AlgoliaSettings | null;
  /** Where the local index file is served. */
  readonly localIndexUrl: string;
};

export type PublicSearchEnv = {
  readonly GATSBY_ALGOLIA_APP_ID?: string | undefined;
  readonly GATSBY_ALGOLIA_SEARCH_KEY?: string | undefined;
  readonly GATSBY_ALGOLIA_INDEX_NAME?: string | undefined;
};

/** Site path of an index file: "/search-index/cloudloop_docs.json". */
export const toLocalIndexUrl = (folder: string, indexName: string): string => `${folder.replace(/\/+$/, "")}/${encodeURIComponent(indexName)}.json`;

/**
 * Reads only GATSBY_* variables (webpack inlines exactly these names), so no build secret can reach the browser.
 */
export function readSearchConfig(
  env: PublicSearchEnv = {
    GATSBY_ALGOLIA_APP_ID: process.env.GATSBY_ALGOLIA_APP_ID,
    GATSBY_ALGOLIA_SEARCH_KEY: process.env.GATSBY_ALGOLIA_SEARCH_KEY,
    GATSBY_ALGOLIA_INDEX_NAME: process.env.GATSBY_ALGOLIA_INDEX_NAME,
  },
): SearchConfig {
  const appId = env.GATSBY_ALGOLIA_APP_ID?.trim();
  const searchKey = env.GATSBY_ALGOLIA_SEARCH_KEY?.trim();
  const algoliaIndex = env.GATSBY_ALGOLIA_INDEX_NAME?.trim();
  const hosted = Boolean(appId && searchKey && algoliaIndex);
  const indexName = hosted && algoliaIndex ? algoliaIndex : siteConfig.search.defaultIndexName;
  return {
    indexName,
    algolia: hosted && appId && searchKey ? { appId, searchKey } : null,
    localIndexUrl: toLocalIndexUrl(siteConfig.search.localIndexPath, siteConfig.search.defaultIndexName),
  };
}
