import {
  compareWithExpected,
  consoleErrorLine,
  cspViolationLine,
  errorResponseLine,
  failedRequestLine,
  shortUrl,
  wasCancelled,
} from "./browser-problems";

const ORIGIN = "http://127.0.0.1:4000";

describe("browser problem lines", () => {
  it("shortens the site's own URLs to path and query and keeps other origins whole", () => {
    expect(shortUrl(`${ORIGIN}/page-data/app-data.json?x=1`, ORIGIN)).toBe("/page-data/app-data.json?x=1");
    expect(shortUrl("https://example.com/a.js", ORIGIN)).toBe("https://example.com/a.js");
    expect(shortUrl("data:image/png;base64,AAAA", ORIGIN)).toBe("data:…");
    expect(shortUrl("not a url", ORIGIN)).toBe("not a url");
  });

  it("leaves out 'Failed to load resource', which repeats a failed request or response without its address", () => {
    expect(
      consoleErrorLine("Failed to load resource: the server responded with a status of 404 (Not Found)"),
    ).toBeNull();
    expect(consoleErrorLine("Failed to load resource: net::ERR_FAILED")).toBeNull();
    expect(consoleErrorLine("Boom")).toBe("console: Boom");
  });

  it("writes failed requests, error responses and CSP violations with the site's paths", () => {
    expect(failedRequestLine("GET", `${ORIGIN}/a.js`, "net::ERR_FAILED", ORIGIN)).toBe(
      "request failed: GET /a.js net::ERR_FAILED",
    );
    expect(errorResponseLine(503, `${ORIGIN}/page-data/x/page-data.json`, ORIGIN)).toBe(
      "HTTP 503: /page-data/x/page-data.json",
    );
    expect(cspViolationLine("script-src-elem", "", ORIGIN)).toBe("csp: script-src-elem blocked inline");
    expect(cspViolationLine("connect-src", "https://evil.example/x", ORIGIN)).toBe(
      "csp: connect-src blocked https://evil.example/x",
    );
  });

  it("counts an aborted request as cancelled only when its page navigated or closed after it was sent", () => {
    expect(wasCancelled("net::ERR_ABORTED", 1, 2, false)).toBe(true);
    expect(wasCancelled("net::ERR_ABORTED", 1, 1, true)).toBe(true);
    expect(wasCancelled("net::ERR_ABORTED", 1, 1, false)).toBe(false);
    expect(wasCancelled("net::ERR_FAILED", 1, 2, true)).toBe(false);
  });

  it("reports each unexpected line once and each expected line that never came", () => {
    expect(compareWithExpected(["console: a", "console: a", "pageerror: b"], ["pageerror: b", "csp: c"])).toEqual([
      "unexpected: console: a",
      "expected but not seen: csp: c",
    ]);
    expect(compareWithExpected(["pageerror: b", "pageerror: b"], ["pageerror: b"])).toEqual([]);
    expect(compareWithExpected([], [])).toEqual([]);
  });
});
