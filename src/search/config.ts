// Which search the browser uses: hosted Algolia when its public variables are set at build time, else the local index.
import { siteConfig } from "../config/site";

export type AlgoliaHost = { readonly url: string; readonly protocol?: "http" | "https" };

export type AlgoliaSettings = {
  readonly appId: string;
  /** The search-only key: it is public by design and travels in the query string. */
  readonly searchKey: string;
  /** Replaces Algolia's hosts (a search proxy; tests point them at a local fake server). */
  readonly hosts?: readonly AlgoliaHost[];
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
  /** Optional: comma-separated http(s) origins replacing Algolia's hosts (a proxy, or a fake server in tests). */
  readonly GATSBY_ALGOLIA_HOSTS?: string | undefined;
};

/**
 * "http://127.0.0.1:4001, https://search.example.com" → hosts in that order; throws on anything but bare origins,
 * naming the variable the text came from (GATSBY_ALGOLIA_HOSTS for the browser, ALGOLIA_HOSTS for the build's push).
 */
export function parseAlgoliaHosts(
  text: string | undefined,
  variable = "GATSBY_ALGOLIA_HOSTS",
): Array<Required<AlgoliaHost>> | undefined {
  const entries = (text ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  return entries.map((entry) => {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new Error(`${variable}: "${entry}" is not a URL (expected an origin such as https://search.example.com)`);
    }
    if (
      (url.protocol !== "http:" && url.protocol !== "https:") ||
      url.pathname !== "/" ||
      url.search ||
      url.hash ||
      url.username
    ) {
      throw new Error(`${variable}: "${entry}" must be an http(s) origin, without a path, query or credentials`);
    }
    return { url: url.host, protocol: url.protocol === "http:" ? "http" : "https" };
  });
}

/** Site path of an index file: "/search-index/cloudloop_docs.json". */
export const toLocalIndexUrl = (folder: string, indexName: string): string =>
  `${folder.replace(/\/+$/, "")}/${encodeURIComponent(indexName)}.json`;

/** Site path of the local index's base, which the site's client opens. */
export const LOCAL_INDEX_URL = toLocalIndexUrl(siteConfig.search.localIndexPath, siteConfig.search.defaultIndexName);

/**
 * Reads only GATSBY_* variables (webpack inlines exactly these names), so no build secret can reach the browser.
 * Throws on a malformed GATSBY_ALGOLIA_HOSTS (the build calls it first, so that stops the build).
 */
export function readSearchConfig(
  env: PublicSearchEnv = {
    GATSBY_ALGOLIA_APP_ID: process.env.GATSBY_ALGOLIA_APP_ID,
    GATSBY_ALGOLIA_SEARCH_KEY: process.env.GATSBY_ALGOLIA_SEARCH_KEY,
    GATSBY_ALGOLIA_INDEX_NAME: process.env.GATSBY_ALGOLIA_INDEX_NAME,
    GATSBY_ALGOLIA_HOSTS: process.env.GATSBY_ALGOLIA_HOSTS,
  },
): SearchConfig {
  const appId = env.GATSBY_ALGOLIA_APP_ID?.trim();
  const searchKey = env.GATSBY_ALGOLIA_SEARCH_KEY?.trim();
  const algoliaIndex = env.GATSBY_ALGOLIA_INDEX_NAME?.trim();
  const hosted = Boolean(appId && searchKey && algoliaIndex);
  const hosts = hosted ? parseAlgoliaHosts(env.GATSBY_ALGOLIA_HOSTS) : undefined;
  const indexName = hosted && algoliaIndex ? algoliaIndex : siteConfig.search.defaultIndexName;
  return {
    indexName,
    algolia: hosted && appId && searchKey ? { appId, searchKey, ...(hosts ? { hosts } : {}) } : null,
    localIndexUrl: LOCAL_INDEX_URL,
  };
}
