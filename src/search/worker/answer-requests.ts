// The search worker's logic without the worker: opens the index once (again after a failure), answers requests.
import { SearchIndexError } from "../errors";
import type { IndexEngine } from "../local/index-engine";
import { isWorkerRequest, serializeError, type WorkerReply } from "./protocol";

/**
 * A message handler over an index opener; it resolves with the reply to post, or null for a message it does not know.
 */
export function createRequestHandler(
  open: (url: string) => Promise<IndexEngine>,
): (message: unknown) => Promise<WorkerReply | null> {
  let engine: Promise<IndexEngine> | null = null;
  let openedUrl: string | null = null;
  // The last search typed: an earlier one still waiting for its fragments is of no use to anyone.
  let latestTyped = 0;
  const openOnce = (url: string): Promise<IndexEngine> => {
    if (!engine || openedUrl !== url) {
      const opening = open(url);
      engine = opening;
      openedUrl = url;
      // A failed load is forgotten, so the page's next attempt fetches the index again.
      opening.catch(() => {
        if (engine === opening) engine = null;
      });
    }
    return engine;
  };
  return async (message) => {
    if (!isWorkerRequest(message)) return null;
    try {
      if (message.kind === "open") {
        await openOnce(message.url);
        return { kind: "opened", id: message.id };
      }
      if (!engine) throw new SearchIndexError("The search index is not open", null);
      const { id, withText = true } = message;
      if (!withText) latestTyped = Math.max(latestTyped, id);
      // Asked after a turn of the worker's event loop, so searches typed since and still queued have been seen.
      const superseded = () => new Promise<boolean>((resolve) => setTimeout(() => resolve(latestTyped > id), 0));
      const options = { withText, superseded };
      const loaded = await engine;
      return {
        kind: "results",
        id,
        results: await Promise.all(message.requests.map((request) => loaded.search(request, options))),
      };
    } catch (error) {
      return { kind: "failed", id: message.id, error: serializeError(error) };
    }
  };
}
