// Turns a failed search into the error screen's texts, naming the cause (timeout, network) when the client knows it.

export const ERROR_TITLE = "Unable to fetch results";
export const ERROR_HELP = "You might want to check your network connection.";

type TransporterEntry = { readonly response?: { readonly status?: number; readonly content?: string; readonly isTimedOut?: boolean } };
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
    if (response?.isTimedOut) return response.content === "Socket timeout" ? "Socket timeout" : "Connection timeout";
    if (response?.status === 0) return "Network request failed";
    return null;
  }
  if (typeof value.detail === "string" && value.detail) return value.detail;
  // An API error (a 4xx other than a retryable one) carries Algolia's own message, such as an invalid key.
  if (value.name === "ApiError" && typeof value.message === "string" && value.message) return value.message;
  if (value.name === "TypeError" && typeof value.message === "string" && /fetch|network/i.test(value.message)) return "Network request failed";
  return null;
}
