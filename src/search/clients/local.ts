// The default search client: answers `search(requests)` from the pre-built local index, fetched once on first use and
// searched in a worker, or on the main thread where there are no workers.
import type { SearchClient, SearchRequest, SearchResponse } from "../types";
import { openIndexEngine, type Fetcher, type IndexEngine } from "../local/index-engine";
import { takeSearchWorker } from "../worker/start-search-worker";
import {
  createWorkerEngineLoader,
  WorkerUnavailableError,
  type AsyncEngine,
  type WorkerPort,
} from "../worker/worker-engine";

/** Anything that answers requests in Algolia's shape: the index searched in the worker, or on the main thread. */
export type LocalEngine = AsyncEngine;

/** An engine running on this thread, behind the same asynchronous contract as the worker. */
export function fromIndexEngine(engine: IndexEngine): LocalEngine {
  return { search: async (requests) => Promise.all(requests.map((request) => engine.search(request))) };
}

/** Loads the engine on the main thread: its code (split out of the page bundles) and the index file in parallel. */
export function loadEngineFromUrl(
  url: string,
  fetcher: Fetcher = (input, init) => fetch(input, init),
): () => Promise<LocalEngine> {
  return async () => fromIndexEngine(await openIndexEngine(url, fetcher, () => import("../local/reader")));
}

/** Loads the engine in a search worker, or on the main thread when no worker can start (the choice is made once). */
export function loadEngineInWorker(
  url: string,
  startWorker: () => WorkerPort | null = takeSearchWorker,
  onMainThread: () => Promise<LocalEngine> = loadEngineFromUrl(url),
): () => Promise<LocalEngine> {
  let inWorker: (() => Promise<LocalEngine>) | null = null;
  let workersAvailable = true;
  return async () => {
    if (workersAvailable) {
      // Made on first use, in the browser: the worker resolves URLs against its own script, so it gets the page's view.
      inWorker ??= createWorkerEngineLoader(new URL(url, location.href).href, startWorker);
      try {
        return await inWorker();
      } catch (error) {
        if (!(error instanceof WorkerUnavailableError)) throw error;
        workersAvailable = false;
      }
    }
    return onMainThread();
  };
}

/** Answers kept per client, like the hosted client's response cache: retyping or backspacing costs nothing. */
const CACHED_RESPONSES = 50;

/** A client over an engine loader: the engine is loaded once, and loaded again after a failure. */
export function createLocalClient(load: () => Promise<LocalEngine>): SearchClient {
  let engine: Promise<LocalEngine> | null = null;
  const cache = new Map<string, SearchResponse>();
  const cached = (key: string, request: SearchRequest): SearchResponse | undefined => {
    const response = cache.get(key);
    if (!response || request.params?.clickAnalytics) return undefined;
    // Most recently used last, so the oldest entry is the first to go.
    cache.delete(key);
    cache.set(key, response);
    return response;
  };
  const remember = (key: string, response: SearchResponse): void => {
    cache.set(key, response);
    if (cache.size > CACHED_RESPONSES) cache.delete(cache.keys().next().value as string);
  };
  const getEngine = (): Promise<LocalEngine> => {
    if (!engine) {
      const loading = load();
      engine = loading;
      loading.catch(() => {
        if (engine === loading) engine = null;
      });
    }
    return engine;
  };
  // Answers searched ahead of the UI (prefetch with a request): each goes to the first search asking the same thing.
  const ahead = new Map<string, Promise<SearchResponse>>();
  const searchFresh = async (requests: readonly SearchRequest[]): Promise<SearchResponse[]> => {
    const loading = getEngine();
    const loaded = await loading;
    try {
      return await loaded.search(requests);
    } catch (error) {
      // A failed search (the worker stopped) loads the engine again on the next one.
      if (engine === loading) engine = null;
      throw error;
    }
  };
  return {
    async search(requests) {
      await getEngine();
      const keys = requests.map((request) => JSON.stringify(request));
      const answers = requests.map((request, index) => cached(keys[index] as string, request));
      const searchedAhead = keys.map((key, index) => {
        const answer = answers[index] ? undefined : ahead.get(key);
        ahead.delete(key);
        return answer;
      });
      const missing = answers.flatMap((answer, index) => (answer || searchedAhead[index] ? [] : [index]));
      const [fresh, early] = await Promise.all([
        missing.length > 0 ? searchFresh(missing.map((index) => requests[index] as SearchRequest)) : [],
        Promise.all(searchedAhead),
      ]);
      early.forEach((response, index) => {
        if (response) answers[index] = response;
      });
      fresh.forEach((response, position) => {
        const index = missing[position] as number;
        answers[index] = response;
        remember(keys[index] as string, response);
      });
      return { results: answers as SearchResponse[] };
    },
    async prefetch(request) {
      const key = request ? JSON.stringify(request) : "";
      if (request?.params?.query?.trim() && !cache.has(key) && !ahead.has(key)) {
        const answer = searchFresh([request]).then(([response]) => {
          if (!response) throw new Error("The engine gave no answer");
          remember(key, response);
          return response;
        });
        ahead.set(key, answer);
        // A failed answer ahead is dropped, so a later search asks the engine again.
        answer.catch(() => {
          if (ahead.get(key) === answer) ahead.delete(key);
        });
      }
      await getEngine().catch(() => undefined);
    },
  };
}
