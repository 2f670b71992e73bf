// Turns a failed search into the error screen's texts, naming the cause (timeout, network) when the client knows it.

export const ERROR_TITLE = "Unable to fetch results";
export const ERROR_HELP = "You might want to check your network connection.";

/** Causes the error screen names, worded as algoliasearch's browser requester words them (the local client too). */
export const CONNECTION_TIMEOUT = "Connection timeout";
export const SOCKET_TIMEOUT = "Socket timeout";
export const NETWORK_FAILURE = "Network request failed";

/** Search could not start: the index (or the code that reads it) did not load. `detail` names the cause when known. */
export class SearchIndexError extends Error {
  override readonly name = "SearchIndexError";
  readonly detail: string | null;
  constructor(message: string, detail: string | null) {
    super(message);
    this.detail = detail;
  }
}

/** A local search that a newer one typed after it made useless: nobody sees its answer, so it stops early. */
export class SupersededSearch extends Error {
  override readonly name = "SupersededSearch";
}

/** Whether an error (also one carried across from the worker, which keeps only its name) is a superseded search. */
export const isSuperseded = (error: unknown): boolean => (error as Error | null)?.name === "SupersededSearch";

type TransporterEntry = {
  readonly response?: { readonly status?: number; readonly content?: string; readonly isTimedOut?: boolean };
};
type ErrorLike = {
  readonly name?: unknown;
  readonly message?: unknown;
  readonly detail?: unknown;
  readonly status?: unknown;
  readonly transporterStackTrace?: readonly TransporterEntry[];
};

/** The cause to show under the error texts, or null when it is not known. */
export function getErrorCause(error: unknown): string | null {
  if (!error || typeof error !== "object") return null;
  const value = error as ErrorLike;
  const trace = value.transporterStackTrace;
  if (Array.isArray(trace) && trace.length > 0) {
    const response = (trace[trace.length - 1] as TransporterEntry).response;
    if (response?.isTimedOut) return response.content === SOCKET_TIMEOUT ? SOCKET_TIMEOUT : CONNECTION_TIMEOUT;
    if (response?.status === 0) return NETWORK_FAILURE;
    return null;
  }
  if (typeof value.detail === "string" && value.detail) return value.detail;
  // An API error (a 4xx other than a retryable one) carries Algolia's own message, such as an invalid key.
  if (value.name === "ApiError" && typeof value.message === "string" && value.message) return value.message;
  if (value.name === "TypeError" && typeof value.message === "string" && /fetch|network/i.test(value.message))
    return NETWORK_FAILURE;
  return null;
}
