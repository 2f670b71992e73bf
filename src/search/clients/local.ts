// The default search client: answers `search(requests)` from the pre-built local index, fetched once on first use.
import { NETWORK_FAILURE, SearchIndexError } from "../errors";
import type { SearchClient, SearchRequest, SearchResponse } from "../types";

/** Anything that answers one request in Algolia's shape (the loaded local index). */
export type LocalEngine = { search(request: SearchRequest): SearchResponse };

type Fetcher = (url: string, init?: RequestInit) => Promise<Response>;

async function fetchIndexOnce(url: string, fetcher: Fetcher): Promise<unknown> {
  let response: Response;
  try {
    // Revalidate each session's first load, so a deploy never leaves readers on an old index.
    response = await fetcher(url, { cache: "no-cache", credentials: "same-origin" });
  } catch {
    throw new SearchIndexError(`Could not fetch ${url}`, NETWORK_FAILURE);
  }
  if (!response.ok) throw new SearchIndexError(`Could not fetch ${url}: HTTP ${response.status}`, null);
  return response.json();
}

/** Fetches the index, trying once more after a network failure (the local counterpart of Algolia's host retry). */
export async function fetchIndexData(url: string, fetcher: Fetcher, retries = 1): Promise<unknown> {
  try {
    return await fetchIndexOnce(url, fetcher);
  } catch (error) {
    if (retries > 0 && error instanceof SearchIndexError && error.detail === NETWORK_FAILURE) return fetchIndexData(url, fetcher, retries - 1);
    throw error;
  }
}

/** Loads the engine code and the index file in parallel; both are split out of the page bundles. */
export function loadEngineFromUrl(url: string, fetcher: Fetcher = (input, init) => fetch(input, init)): () => Promise<LocalEngine> {
  return async () => {
    const [engineModule, data] = await Promise.all([
      import("../local").catch(() => {
        throw new SearchIndexError("Could not load the search code", NETWORK_FAILURE);
      }),
      fetchIndexData(url, fetcher),
    ]);
    let index: ReturnType<typeof engineModule.loadLocalIndex>;
    try {
      index = engineModule.loadLocalIndex(data);
    } catch (error) {
      throw new SearchIndexError((error as Error).message, null);
    }
    return { search: (request) => engineModule.searchLocalIndex(index, request) };
  };
}

/** Answers kept per client, like the hosted client's response cache: retyping or backspacing costs nothing. */
const CACHED_RESPONSES = 50;

/** A client over an engine loader: the engine is loaded once, and loaded again after a failure. */
export function createLocalClient(load: () => Promise<LocalEngine>): SearchClient {
  let engine: Promise<LocalEngine> | null = null;
  const cache = new Map<string, SearchResponse>();
  const answer = (loaded: LocalEngine, request: SearchRequest): SearchResponse => {
    const key = JSON.stringify(request);
    const cached = cache.get(key);
    if (cached && !request.params?.clickAnalytics) {
      // Most recently used last, so the oldest entry is the first to go.
      cache.delete(key);
      cache.set(key, cached);
      return cached;
    }
    const response = loaded.search(request);
    cache.set(key, response);
    if (cache.size > CACHED_RESPONSES) cache.delete(cache.keys().next().value as string);
    return response;
  };
  const getEngine = (): Promise<LocalEngine> => {
    if (!engine) {
      engine = load();
      engine.catch(() => {
        engine = null;
      });
    }
    return engine;
  };
  return {
    async search(requests) {
      const loaded = await getEngine();
      return { results: requests.map((request) => answer(loaded, request)) };
    },
    async prefetch() {
      await getEngine().catch(() => undefined);
    },
  };
}
