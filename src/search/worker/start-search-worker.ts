// Starts the search worker: the one place naming its file, in the form webpack bundles as a separate, hashed script;
// the search button starts it on intent, before the search client's code has loaded.
import type { WorkerPort } from "./worker-engine";

/**
 * A new search worker, or null where there are no workers (Jest's jsdom, old browsers) or the page may not start one.
 */
export function startSearchWorker(): WorkerPort | null {
  if (typeof Worker !== "function") return null;
  try {
    return new Worker(/* webpackChunkName: "search-worker" */ new URL("./search.worker.ts", import.meta.url));
  } catch {
    return null;
  }
}

/** The worker started on intent and not yet taken; null once its script failed to load. */
let early: WorkerPort | null | undefined;

/** Starts the search worker ahead of the client that will use it, so its script loads beside the client's code. */
export function startSearchWorkerEarly(): void {
  if (early) return;
  const worker = (early = startSearchWorker());
  worker?.addEventListener("error", () => {
    if (early === worker) early = null;
  });
}

/** The worker started early, handed out once; a new one when none was started or its script failed to load. */
export function takeSearchWorker(): WorkerPort | null {
  const taken = early;
  early = undefined;
  return taken || startSearchWorker();
}
