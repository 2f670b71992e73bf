import { ERROR_HELP, ERROR_TITLE, getErrorCause } from "./errors";

const retryError = (response: { status: number; content: string; isTimedOut: boolean }) => ({
  name: "RetryError",
  message: "Unreachable hosts - your application id may be incorrect.",
  transporterStackTrace: [{ response: { status: 500, content: "", isTimedOut: false } }, { response }],
});

describe("getErrorCause", () => {
  it("keeps the spec's texts", () => {
    expect(ERROR_TITLE).toBe("Unable to fetch results");
    expect(ERROR_HELP).toBe("You might want to check your network connection.");
  });

  it("names timeouts and network failures from the last host tried", () => {
    expect(getErrorCause(retryError({ status: 0, content: "Connection timeout", isTimedOut: true }))).toBe(
      "Connection timeout",
    );
    expect(getErrorCause(retryError({ status: 0, content: "Socket timeout", isTimedOut: true }))).toBe(
      "Socket timeout",
    );
    expect(getErrorCause(retryError({ status: 0, content: "Network request failed", isTimedOut: false }))).toBe(
      "Network request failed",
    );
    expect(getErrorCause(retryError({ status: 503, content: "busy", isTimedOut: false }))).toBeNull();
  });

  it("uses the local client's detail, an API error's message and fetch's TypeError", () => {
    expect(getErrorCause({ name: "SearchIndexError", message: "x", detail: "Network request failed" })).toBe(
      "Network request failed",
    );
    expect(getErrorCause({ name: "ApiError", message: "Invalid Application-ID or API key", status: 403 })).toBe(
      "Invalid Application-ID or API key",
    );
    expect(getErrorCause(new TypeError("Failed to fetch"))).toBe("Network request failed");
    expect(getErrorCause(new Error("something else"))).toBeNull();
    expect(getErrorCause(undefined)).toBeNull();
  });
});
