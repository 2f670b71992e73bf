// The messages between the page and the search worker, and how an error crosses between them with its type and cause.
import { SearchIndexError } from "../errors";
import type { SearchRequest, SearchResponse } from "../types";

/**
 * Page → worker. Every request carries an id, and its reply the same id, so an answer
 * only ever settles its own request.
 */
export type WorkerRequest =
  /** Fetch and read the index at `url` (an absolute URL), unless it is already open. */
  | { readonly kind: "open"; readonly id: number; readonly url: string }
  /**
   * Answer these requests from the open index, in order: at once, without the text of pages not loaded yet (typed), or
   * with it (withText).
   */
  | {
      readonly kind: "search";
      readonly id: number;
      readonly requests: readonly SearchRequest[];
      readonly withText?: boolean;
    };

/** Worker → page. */
export type WorkerReply =
  | { readonly kind: "opened"; readonly id: number }
  | { readonly kind: "results"; readonly id: number; readonly results: readonly SearchResponse[] }
  | { readonly kind: "failed"; readonly id: number; readonly error: SerializedError };

/**
 * An error as structured clone can carry it: the class and the cause the error screen shows would otherwise be lost.
 */
export type SerializedError = { readonly name: string; readonly message: string; readonly detail: string | null };

export function serializeError(error: unknown): SerializedError {
  if (error instanceof SearchIndexError) return { name: error.name, message: error.message, detail: error.detail };
  if (error instanceof Error) return { name: error.name, message: error.message, detail: null };
  return { name: "Error", message: String(error), detail: null };
}

/**
 * The error the page throws for a failed reply: a SearchIndexError again, or an Error with
 * the original name and message.
 */
export function deserializeError(serialized: SerializedError): Error {
  if (serialized.name === "SearchIndexError") return new SearchIndexError(serialized.message, serialized.detail);
  const error = new Error(serialized.message);
  error.name = serialized.name;
  return error;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const hasId = (value: Record<string, unknown>): boolean => typeof value.id === "number" && Number.isInteger(value.id);

/** Whether a message event's data is a request this protocol knows (the worker ignores anything else). */
export function isWorkerRequest(value: unknown): value is WorkerRequest {
  if (!isRecord(value) || !hasId(value)) return false;
  if (value.kind === "open") return typeof value.url === "string";
  if (value.kind === "search") return Array.isArray(value.requests);
  return false;
}

/** Whether a message event's data is a reply this protocol knows (the page ignores anything else). */
export function isWorkerReply(value: unknown): value is WorkerReply {
  if (!isRecord(value) || !hasId(value)) return false;
  if (value.kind === "opened") return true;
  if (value.kind === "results") return Array.isArray(value.results);
  if (value.kind === "failed")
    return isRecord(value.error) && typeof value.error.name === "string" && typeof value.error.message === "string";
  return false;
}
