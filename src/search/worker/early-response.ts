// Lets the worker ask for the index's base as soon as it starts, before the page's client has told it to open it.
import type { Fetcher } from "../local/index-engine";

/**
 * A fetcher that answers the first request for `url` with `early` (a response asked for ahead), and fetches every other
 * request, and any later one for `url`, through `fetcher`.
 */
export function withEarlyResponse(url: string, early: Promise<Response>, fetcher: Fetcher): Fetcher {
  let pending: Promise<Response> | null = early;
  // Never taken (the page opened another index), its failure is nobody's to report.
  early.catch(() => undefined);
  return (input, init) => {
    if (pending && input === url) {
      const response = pending;
      pending = null;
      return response;
    }
    return fetcher(input, init);
  };
}
