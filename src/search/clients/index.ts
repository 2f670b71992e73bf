// getSearchClient(config): the hosted or the local client behind one contract, sending exactly the spec's parameters.
import { createAlgoliaClient } from "./algolia";
import { createLocalClient, loadEngineInWorker, type LocalEngine } from "./local";
import type { SearchConfig } from "../config";
import type { SearchClient, SearchParams, SearchRequest, SearchResponse } from "../types";

/** The only parameters a request may carry, whichever client sends it; `page` only when paging past the first page. */
export const REQUEST_PARAMETERS = [
  "query",
  "attributesToRetrieve",
  "attributesToSnippet",
  "snippetEllipsisText",
  "highlightPreTag",
  "highlightPostTag",
  "hitsPerPage",
  "clickAnalytics",
  "facetFilters",
] as const;

/** Drops every parameter InstantSearch adds on its own (facets, tagFilters, …), keeping the spec's list. */
export function toSpecRequest(request: SearchRequest): SearchRequest {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  for (const name of REQUEST_PARAMETERS) if (params[name] !== undefined) kept[name] = params[name];
  if (typeof params.page === "number" && params.page > 0) kept.page = params.page;
  return { indexName: request.indexName, params: kept as SearchParams };
}

/** What an empty query answers, without a network call: the UI shows saved searches instead. */
export function emptyResponse(request: SearchRequest): SearchResponse {
  return {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage: request.params?.hitsPerPage ?? 20,
    processingTimeMS: 0,
    exhaustiveNbHits: true,
    query: "",
    params: "",
    index: request.indexName,
  };
}

/**
 * Wraps a client so every request (one answered ahead too) is cut to the spec's parameters and empty queries never
 * leave the browser.
 */
export function withSpecRequests(client: SearchClient): SearchClient {
  return {
    search(requests) {
      const cleaned = requests.map(toSpecRequest);
      if (cleaned.every((request) => !request.params?.query?.trim()))
        return Promise.resolve({ results: cleaned.map(emptyResponse) });
      return client.search(cleaned);
    },
    ...(client.addAlgoliaAgent ? { addAlgoliaAgent: client.addAlgoliaAgent.bind(client) } : {}),
    ...(client.onTextArrived ? { onTextArrived: client.onTextArrived.bind(client) } : {}),
    ...(client.prefetch
      ? {
          prefetch: (request?: SearchRequest) => {
            const cleaned = request ? toSpecRequest(request) : undefined;
            return (client.prefetch as NonNullable<SearchClient["prefetch"]>)(
              cleaned?.params?.query?.trim() ? cleaned : undefined,
            );
          },
        }
      : {}),
  };
}

/**
 * A client whose answers wait for the text the local client's first answers leave out (the results page draws each
 * hit's snippet at once); one wait per search, so a text that cannot load leaves the hits without it.
 */
export function withTextAwaited(client: SearchClient): SearchClient {
  const onTextArrived = client.onTextArrived?.bind(client);
  if (!onTextArrived) return client;
  return {
    ...client,
    async search(requests) {
      let stop = (): void => undefined;
      const arrived = new Promise<void>((resolve) => (stop = onTextArrived(resolve)));
      try {
        const answer = await client.search(requests);
        if (!answer.results.some((response) => response.textPending)) return answer;
        await arrived;
        return await client.search(requests);
      } finally {
        stop();
      }
    },
  };
}

export type ClientOverrides = {
  /** Replaces the engine loader of the local client (tests). */
  readonly loadLocalEngine?: () => Promise<LocalEngine>;
};

/**
 * algoliasearch/lite when the hosted index is configured, else the local client over the pre-built index (in a worker).
 */
export function getSearchClient(config: SearchConfig, overrides: ClientOverrides = {}): SearchClient {
  const client = config.algolia
    ? createAlgoliaClient(config.algolia)
    : createLocalClient(overrides.loadLocalEngine ?? loadEngineInWorker(config.localIndexUrl));
  return withSpecRequests(client);
}
