// The local engine's whole life in one place: fetch the index file, read it, answer requests. The search worker and the
// main-thread fallback both run this module, so the two never differ.
import { NETWORK_FAILURE, SearchIndexError } from "../errors";
import type { SearchRequest, SearchResponse } from "../types";

/** The code that reads an index file and searches it: src/search/local-index.ts, with MiniSearch (a type-only import). */
export type EngineCode = Pick<typeof import("."), "loadLocalIndex" | "searchLocalIndex">;

/** The loaded index: answers one request at a time, synchronously, in Algolia's shape. */
export type IndexEngine = { search(request: SearchRequest): SearchResponse };

export type Fetcher = (url: string, init?: RequestInit) => Promise<Response>;

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

/** Loads the engine code and the index file in parallel, then reads the index; an unreadable file is a SearchIndexError. */
export async function openIndexEngine(url: string, fetcher: Fetcher, importCode: () => Promise<EngineCode>): Promise<IndexEngine> {
  const [code, data] = await Promise.all([
    importCode().catch(() => {
      throw new SearchIndexError("Could not load the search code", NETWORK_FAILURE);
    }),
    fetchIndexData(url, fetcher),
  ]);
  let index: ReturnType<EngineCode["loadLocalIndex"]>;
  try {
    index = code.loadLocalIndex(data);
  } catch (error) {
    throw new SearchIndexError((error as Error).message, null);
  }
  return { search: (request) => code.searchLocalIndex(index, request) };
}
