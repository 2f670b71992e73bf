// Starts the search worker: the one place naming its file, in the form webpack bundles as a separate, hashed script.
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
