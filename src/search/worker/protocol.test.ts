import { deserialize, serialize } from "v8";
import { getErrorCause, NETWORK_FAILURE, SearchIndexError } from "../errors";
import { deserializeError, isWorkerReply, isWorkerRequest, serializeError } from "./protocol";

/** What postMessage does to a value: V8's structured clone, which drops classes and own properties of errors. */
const acrossTheBoundary = <T>(value: T): T => deserialize(serialize(value)) as T;

describe("search worker protocol", () => {
  it("carries a SearchIndexError across with its class, message and cause", () => {
    const error = deserializeError(
      acrossTheBoundary(serializeError(new SearchIndexError("Could not fetch /i.json", NETWORK_FAILURE))),
    );
    expect(error).toBeInstanceOf(SearchIndexError);
    expect(error).toMatchObject({
      name: "SearchIndexError",
      message: "Could not fetch /i.json",
      detail: NETWORK_FAILURE,
    });
    expect(getErrorCause(error)).toBe(NETWORK_FAILURE);
    const missing = deserializeError(serializeError(new SearchIndexError("Could not fetch /i.json: HTTP 404", null)));
    expect(missing).toBeInstanceOf(SearchIndexError);
    expect(getErrorCause(missing)).toBeNull();
  });

  it("keeps the name and message of other errors, so the error screen names the same cause", () => {
    const corrupt = deserializeError(serializeError(new SyntaxError("Unexpected end of JSON input")));
    expect(corrupt).not.toBeInstanceOf(SearchIndexError);
    expect(corrupt).toMatchObject({ name: "SyntaxError", message: "Unexpected end of JSON input" });
    expect(getErrorCause(corrupt)).toBeNull();
    const offline = deserializeError(serializeError(new TypeError("Failed to fetch")));
    expect(getErrorCause(offline)).toBe(NETWORK_FAILURE);
    expect(serializeError("text")).toEqual({ name: "Error", message: "text", detail: null });
  });

  it("recognises its own requests and replies and nothing else", () => {
    expect(isWorkerRequest(acrossTheBoundary({ kind: "open", id: 1, url: "http://x/i.json" }))).toBe(true);
    expect(isWorkerRequest({ kind: "search", id: 2, requests: [{ indexName: "i", params: { query: "a" } }] })).toBe(
      true,
    );
    expect(isWorkerRequest({ kind: "search", id: 2.5, requests: [] })).toBe(false);
    expect(isWorkerRequest({ kind: "open", id: 1 })).toBe(false);
    expect(isWorkerRequest("webpackHotUpdate")).toBe(false);
    expect(isWorkerReply({ kind: "opened", id: 1 })).toBe(true);
    expect(isWorkerReply({ kind: "results", id: 2, results: [] })).toBe(true);
    expect(isWorkerReply({ kind: "failed", id: 3, error: serializeError(new Error("x")) })).toBe(true);
    expect(isWorkerReply({ kind: "failed", id: 3, error: "x" })).toBe(false);
    expect(isWorkerReply({ kind: "results", results: [] })).toBe(false);
    expect(isWorkerReply(null)).toBe(false);
  });
});
