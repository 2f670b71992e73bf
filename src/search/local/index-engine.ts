// The local engine's whole life in one place: fetch the index's base, read it, answer requests, fetching the fragments
// each needs. The search worker and the main-thread fallback both run this module, so the two never differ.
import { isSuperseded, NETWORK_FAILURE, SearchIndexError } from "../errors";
import type { SearchRequest, SearchResponse } from "../types";
import type { SearchOptions } from "./sharded-index";

/** The code that reads the index's files and searches them (a type-only import: the caller loads it). */
export type EngineCode = typeof import("./reader");

/** The loaded index: answers one request at a time in Algolia's shape. */
export type IndexEngine = {
  search(request: SearchRequest, options?: SearchOptions): SearchResponse | Promise<SearchResponse>;
};

export type Fetcher = (url: string, init?: RequestInit) => Promise<Response>;

/** How the index's files are asked for: the base revalidated (BASE_CACHE), fragments from the cache when there. */
export const indexRequest = (cache: RequestCache): RequestInit => ({ cache, credentials: "same-origin" });

/** The base is revalidated on each session's first load, so a deploy never leaves readers on an old index. */
export const BASE_CACHE: RequestCache = "no-cache";

async function fetchJsonOnce(url: string, fetcher: Fetcher, cache: RequestCache): Promise<unknown> {
  let response: Response;
  try {
    response = await fetcher(url, indexRequest(cache));
  } catch {
    throw new SearchIndexError(`Could not fetch ${url}`, NETWORK_FAILURE);
  }
  if (!response.ok) throw new SearchIndexError(`Could not fetch ${url}: HTTP ${response.status}`, null);
  return response.json();
}

/**
 * Fetches one of the index's files, trying once more after a network failure (the local counterpart of Algolia's host
 * retry). The base is asked for as BASE_CACHE says; fragments are named by their content, so the browser's cache may
 * keep them.
 */
export async function fetchIndexData(
  url: string,
  fetcher: Fetcher,
  retries = 1,
  cache: RequestCache = BASE_CACHE,
): Promise<unknown> {
  try {
    return await fetchJsonOnce(url, fetcher, cache);
  } catch (error) {
    if (retries > 0 && error instanceof SearchIndexError && error.detail === NETWORK_FAILURE)
      return fetchIndexData(url, fetcher, retries - 1, cache);
    throw error;
  }
}

/** Reads an unreadable file's error as the index's error, so the error screen shows the spec's texts with no cause. */
const asIndexError = (error: unknown): Error =>
  error instanceof SearchIndexError || isSuperseded(error)
    ? (error as Error)
    : new SearchIndexError((error as Error).message, null);

/**
 * Loads the engine code and the index's base in parallel, then reads the base; fragments are fetched by the searches.
 */
export async function openIndexEngine(
  url: string,
  fetcher: Fetcher,
  importCode: () => Promise<EngineCode>,
): Promise<IndexEngine> {
  // The base is asked for first, so its download never waits for code that loads on demand (in a worker that load
  // would block the thread until it has run).
  const data = fetchIndexData(url, fetcher);
  const [code] = await Promise.all([
    (async () => importCode())().catch(() => {
      throw new SearchIndexError("Could not load the search code", NETWORK_FAILURE);
    }),
    data,
  ]);
  let base: ReturnType<EngineCode["readIndexBase"]>;
  try {
    base = code.readIndexBase(await data);
  } catch (error) {
    throw asIndexError(error);
  }
  const folder = code.toIndexFragmentsFolder(url);
  const index = code.openShardedIndex(base, (name) =>
    fetchIndexData(`${folder}${encodeURIComponent(name)}`, fetcher, 1, "default"),
  );
  // A fragment that cannot be fetched or read fails that search like the index itself; the next search tries it again.
  return {
    search: (request, options) =>
      index.search(request, options).catch((error: unknown) => Promise.reject(asIndexError(error))),
  };
}
