// The browser's one search client and index name, shared by the modal and the /search page so the index loads once.
import { readSearchConfig, type SearchConfig } from "../config";
import type { SearchClient } from "../types";
import { getSearchClient } from ".";

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

/** Starts loading the search code and index on intent (hover, focus, hotkey). */
export function preloadSiteSearch(): void {
  void getSiteSearchClient().prefetch?.();
}
