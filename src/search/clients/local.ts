// The default search client: answers `search(requests)` from the pre-built local index, fetched once on first use and
// searched in a worker, or on the main thread where there are no workers.
import { isSuperseded } from "../errors";
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
  return {
    search: async (requests, withText = true) =>
      Promise.all(requests.map((request) => engine.search(request, { withText }))),
  };
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

/** Runs work once the browser has drawn the next frame (a timer where no frames are drawn). */
function afterNextFrame(work: () => void): void {
  if (typeof requestAnimationFrame === "function") requestAnimationFrame(() => setTimeout(work, 0));
  else setTimeout(work, 0);
}

/**
 * A client over an engine loader: the engine is loaded once, and loaded again after a failure. It answers as soon as a
 * search is ranked, then, once that answer is drawn (`afterDraw`), asks for the text of the hits it answered without
 * and tells `onTextArrived`'s listeners when it has come (or failed to): their next search of the same request finds
 * the whole answer here (or the failure).
 * A search that a newer one made useless resolves with the newer one's answer, after it: InstantSearch drops an
 * answer older than the last it drew.
 */
export function createLocalClient(
  load: () => Promise<LocalEngine>,
  afterDraw: (work: () => void) => void = afterNextFrame,
): SearchClient {
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
  const listeners = new Set<() => void>();
  const filling = new Set<string>();
  /** Why the text of a request's hits could not be read: its next search fails with it, once, then asks again. */
  const textFailures = new Map<string, unknown>();
  /** Asks for the text of answers that came without it, once per request at a time. */
  const fillText = (loaded: LocalEngine, requests: readonly SearchRequest[], answers: readonly SearchResponse[]) => {
    const pending = requests.flatMap((request, index) => {
      const key = JSON.stringify(request);
      return answers[index]?.textPending && !filling.has(key) ? [{ request, key }] : [];
    });
    if (pending.length === 0) return;
    for (const { key } of pending) filling.add(key);
    loaded
      .search(
        pending.map(({ request }) => request),
        true,
      )
      .then((responses) => responses.forEach((response, index) => remember(pending[index]?.key ?? "", response)))
      // A page's text that cannot be read (a missing or broken file) is an index that cannot answer: the reader is
      // told so by the next search, and the one after it asks again.
      .catch((error: unknown) => {
        for (const { key } of pending) {
          cache.delete(key);
          textFailures.set(key, error);
        }
      })
      .finally(() => {
        for (const { key } of pending) filling.delete(key);
        for (const listener of [...listeners]) listener();
      });
  };
  const searchFresh = async (requests: readonly SearchRequest[]): Promise<SearchResponse[]> => {
    const loading = getEngine();
    const loaded = await loading;
    try {
      return await loaded.search(requests, false);
    } catch (error) {
      // A failed search (the worker stopped) loads the engine again on the next one.
      if (engine === loading && !isSuperseded(error)) engine = null;
      throw error;
    }
  };
  // Answers searched ahead of the UI (prefetch with a request): each goes to the first search asking the same thing.
  const ahead = new Map<string, Promise<SearchResponse>>();
  let latest: Promise<{ results: SearchResponse[] }> | null = null;
  const search = async (requests: readonly SearchRequest[]): Promise<{ results: SearchResponse[] }> => {
    const loaded = await getEngine();
    const keys = requests.map((request) => JSON.stringify(request));
    const failedKey = keys.find((key) => textFailures.has(key));
    if (failedKey !== undefined) {
      const error = textFailures.get(failedKey);
      textFailures.delete(failedKey);
      throw error;
    }
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
    // The text is asked for once the hits are drawn, so its requests never stand between the reader and them.
    afterDraw(() => fillText(loaded, requests, answers as SearchResponse[]));
    return { results: answers as SearchResponse[] };
  };
  return {
    search(requests) {
      const answer: Promise<{ results: SearchResponse[] }> = search(requests).catch(async (error: unknown) => {
        if (!isSuperseded(error) || !latest || latest === answer) throw error;
        return latest;
      });
      latest = answer;
      return answer;
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
    onTextArrived(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
