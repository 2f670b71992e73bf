// What a browser reports that a reader would suffer (console errors, page errors, failed requests, CSP violations), as
// lines a browser test compares with the exact messages it provokes on purpose.

/** The path and query of a URL on the site, or the whole URL for another origin (data: and blob: URLs shortened). */
export function shortUrl(url: string, siteOrigin: string | undefined): string {
  if (url.startsWith("data:") || url.startsWith("blob:")) return `${url.slice(0, url.indexOf(":") + 1)}…`;
  try {
    const parsed = new URL(url);
    return siteOrigin !== undefined && parsed.origin === siteOrigin ? `${parsed.pathname}${parsed.search}` : url;
  } catch {
    return url;
  }
}

/**
 * A console error as one line, or null for Chromium's "Failed to load resource", which only repeats a failed request or
 * an error response (both recorded with their address, which this message lacks).
 */
export function consoleErrorLine(text: string): string | null {
  return text.startsWith("Failed to load resource") ? null : `console: ${text}`;
}

export const pageErrorLine = (message: string): string => `pageerror: ${message}`;

export const failedRequestLine = (
  method: string,
  url: string,
  errorText: string,
  siteOrigin: string | undefined,
): string => `request failed: ${method} ${shortUrl(url, siteOrigin)} ${errorText}`;

export const errorResponseLine = (status: number, url: string, siteOrigin: string | undefined): string =>
  `HTTP ${status}: ${shortUrl(url, siteOrigin)}`;

export const cspViolationLine = (directive: string, blocked: string, siteOrigin: string | undefined): string =>
  `csp: ${directive} blocked ${blocked ? shortUrl(blocked, siteOrigin) : "inline"}`;

/**
 * A request the browser dropped because its page moved on (a later navigation, a closed page) was cancelled, not
 * failed: Chromium reports both as net::ERR_ABORTED, and may report it before the navigation that caused it.
 */
export function wasCancelled(
  errorText: string,
  navigationsWhenSent: number,
  navigationsNow: number,
  pageClosed: boolean,
): boolean {
  return errorText === "net::ERR_ABORTED" && (pageClosed || navigationsNow > navigationsWhenSent);
}

/**
 * What is wrong with the problems seen, given the exact lines a test expects: each unexpected line once, then each
 * expected line that never came (a stale expectation hides nothing but is still wrong).
 */
export function compareWithExpected(seen: readonly string[], expected: readonly string[]): string[] {
  const allowed = new Set(expected);
  const unexpected = [...new Set(seen.filter((line) => !allowed.has(line)))].map((line) => `unexpected: ${line}`);
  const seenLines = new Set(seen);
  const missing = [...allowed].filter((line) => !seenLines.has(line)).map((line) => `expected but not seen: ${line}`);
  return [...unexpected, ...missing];
}
