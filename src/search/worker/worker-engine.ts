// The page's side of the search worker: posts requests with ids and settles each one with its own reply.
import { NETWORK_FAILURE, SearchIndexError } from "../errors";
import type { SearchRequest, SearchResponse } from "../types";
import { deserializeError, isWorkerReply, type WorkerReply, type WorkerRequest } from "./protocol";

/** What the page uses of a Worker (a fake in tests). */
export type WorkerPort = {
  postMessage(message: WorkerRequest): void;
  addEventListener(type: "message" | "error", listener: (event: { readonly data?: unknown }) => void): void;
  terminate(): void;
};

/**
 * The engine as the page sees it: requests in, Algolia-shaped responses out, asynchronously; without `withText`, at
 * once and without the text of pages not loaded yet.
 */
export type AsyncEngine = {
  search(requests: readonly SearchRequest[], withText?: boolean): Promise<SearchResponse[]>;
};

/** The loader's answer where no worker can start: the caller runs the engine on the main thread instead. */
export class WorkerUnavailableError extends Error {
  override readonly name = "WorkerUnavailableError";
}

type Waiter = { resolve(reply: WorkerReply): void; reject(error: Error): void };
type Unsent = WorkerRequest extends infer Request
  ? Request extends WorkerRequest
    ? Omit<Request, "id">
    : never
  : never;

/** A failed reply becomes the error it stood for; any other reply is returned. */
function settle(reply: WorkerReply): WorkerReply {
  if (reply.kind === "failed") throw deserializeError(reply.error);
  return reply;
}

/**
 * A loader that opens the index at `url` in a worker from `startWorker` and answers searches there; it resolves once
 * the open is sent, and an open that fails fails the searches. A worker that fails (its script did not load, or it
 * stopped) fails every open request as a network cause, and the next load starts a new one. When `startWorker` gives
 * no worker the load fails with WorkerUnavailableError.
 */
export function createWorkerEngineLoader(
  url: string,
  startWorker: () => WorkerPort | null,
): () => Promise<AsyncEngine> {
  let port: WorkerPort | null = null;
  let lastId = 0;
  const waiting = new Map<number, Waiter>();

  const connect = (): WorkerPort => {
    if (port) return port;
    const started = startWorker();
    if (!started) throw new WorkerUnavailableError("This browser cannot start the search worker");
    started.addEventListener("message", (event) => {
      if (!isWorkerReply(event.data)) return;
      const waiter = waiting.get(event.data.id);
      waiting.delete(event.data.id);
      waiter?.resolve(event.data);
    });
    started.addEventListener("error", () => {
      started.terminate();
      if (port === started) port = null;
      const stopped = [...waiting.values()];
      waiting.clear();
      for (const waiter of stopped)
        waiter.reject(new SearchIndexError("Could not load the search code", NETWORK_FAILURE));
    });
    port = started;
    return started;
  };

  const send = (message: Unsent): Promise<WorkerReply> =>
    new Promise<WorkerReply>((resolve, reject) => {
      const id = ++lastId;
      const worker = connect();
      waiting.set(id, { resolve, reject });
      worker.postMessage({ ...message, id } as WorkerRequest);
    }).then(settle);

  return async () => {
    // The worker answers in order, so a search goes out at once behind the open: the page's main thread, busy drawing
    // the dialog, never stands between the index being read and the first search. A failed open fails each search.
    connect();
    const opened = send({ kind: "open", url });
    opened.catch(() => undefined);
    return {
      async search(requests, withText = true) {
        const [reply] = await Promise.all([send({ kind: "search", requests, withText }), opened]);
        return reply.kind === "results" ? [...reply.results] : [];
      },
    };
  };
}
