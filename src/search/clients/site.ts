// The browser's one search client and index name, shared by the modal and the /search page so the index loads once.
import { readSearchConfig, type SearchConfig } from "../config";
import type { SearchClient } from "../types";
import { getSearchClient } from ".";
import { getSearchParams, snippetWordsOfScreen } from "../params";

let config: SearchConfig | null = null;
let client: SearchClient | null = null;

export function getSiteSearchConfig(): SearchConfig {
  config ??= readSearchConfig();
  return config;
}

export function getSiteSearchClient(): SearchClient {
  client ??= getSearchClient(getSiteSearchConfig());
  return client;
}

/**
 * Starts loading the search code and index on intent (hover, focus, hotkey); given the query the dialog opens with,
 * answers the dialog's first request ahead, while the dialog's own code loads.
 */
export function preloadSiteSearch(query = ""): void {
  const request = {
    indexName: getSiteSearchConfig().indexName,
    params: { ...getSearchParams(snippetWordsOfScreen()), query },
  };
  void getSiteSearchClient().prefetch?.(request);
}
