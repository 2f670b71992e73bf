// A browser context a test opens through the harness: every page of it watched for what a reader's browser would
// report, closed whatever happens, and the test failed on any problem it did not name.
import type { Browser, BrowserContext, BrowserContextOptions, Page, Request } from "playwright-core";
import { siteConfig } from "../../src/config/site";
import {
  compareWithExpected,
  consoleErrorLine,
  cspViolationLine,
  errorResponseLine,
  failedRequestLine,
  pageErrorLine,
  wasCancelled,
} from "./browser-problems";

/**
 * tsx compiles the functions tests run in the page with esbuild's
 * keepNames, which calls a __name helper the page lacks.
 */
const KEEP_NAMES_SHIM = { content: "globalThis.__name = (fn) => fn;" };

/** Reports CSP violations to the test from the first script on, before any of the page's own code runs. */
const CSP_REPORTER = {
  content:
    `document.addEventListener("securitypolicyviolation", (event) => { ` +
    `window.__reportCspViolation?.(event.effectiveDirective, event.blockedURI); });`,
};

/**
 * Stores `value` under `key` in localStorage for every page of `context`, before the page's own scripts, from its next
 * document on. The about:blank a new page starts on is skipped: its localStorage throws.
 */
export async function storeBeforeScripts(context: BrowserContext, key: string, value: string): Promise<void> {
  await context.addInitScript(
    ([storageKey, stored]) => {
      if (window.origin !== "null") localStorage.setItem(storageKey, stored);
    },
    [key, value] as const,
  );
}

/** The colour mode the context's pages start in, stored as the reader's choice. */
export const startInColorMode = (context: BrowserContext, mode: "light" | "dark"): Promise<void> =>
  storeBeforeScripts(context, siteConfig.colorMode.storageKey, mode);

/** Options of a browser context a test opens, and the exact problem lines it provokes on purpose. */
export type WatchedContextOptions = BrowserContextOptions & {
  /** Each line must be seen, and no other problem may be: a named list of exact lines, never a pattern. */
  readonly expectedProblems?: readonly string[];
  /** The colour mode the pages start in, stored before any script runs (default: the system's, light here). */
  readonly colorMode?: "light" | "dark";
};

export type ContextWatch = { problems(): string[]; stop(): void };

/**
 * Records the problems of every page the context opens: console errors,
 * page errors, failed requests, error responses, CSP violations.
 */
export async function watchContext(
  context: BrowserContext,
  siteOrigin: () => string | undefined,
): Promise<ContextWatch> {
  // Each entry is read when the problems are: whether an aborted request was cancelled depends on what came after it.
  const problems: Array<() => string | null> = [];
  let recording = true;
  const record = (line: () => string | null) => {
    if (recording) problems.push(line);
  };
  await context.exposeBinding("__reportCspViolation", (_source, directive: string, blocked: string) =>
    record(() => cspViolationLine(directive, blocked, siteOrigin())),
  );
  await context.addInitScript(CSP_REPORTER);
  await context.addInitScript(KEEP_NAMES_SHIM);
  const watchPage = (page: Page) => {
    const state = { navigations: 0, closed: false };
    const navigationsWhenSent = new WeakMap<Request, number>();
    page.on("close", () => (state.closed = true));
    page.on("request", (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) state.navigations += 1;
      navigationsWhenSent.set(request, state.navigations);
    });
    page.on("console", (message) => {
      if (message.type() === "error") record(() => consoleErrorLine(message.text()));
    });
    page.on("pageerror", (error) => record(() => pageErrorLine(error.message)));
    page.on("requestfailed", (request) => {
      const errorText = request.failure()?.errorText ?? "unknown error";
      const sentAt = navigationsWhenSent.get(request) ?? state.navigations;
      record(() =>
        wasCancelled(errorText, sentAt, state.navigations, state.closed)
          ? null
          : failedRequestLine(request.method(), request.url(), errorText, siteOrigin()),
      );
    });
    page.on("response", (response) => {
      if (response.status() >= 400) record(() => errorResponseLine(response.status(), response.url(), siteOrigin()));
    });
  };
  context.on("page", watchPage);
  return {
    problems: () => problems.map((line) => line()).filter((line): line is string => line !== null),
    stop: () => (recording = false),
  };
}

/**
 * Runs `run` in a new browser context whose every page is watched, closes the context whatever happens, then fails
 * on any problem the test did not name in `expectedProblems` (and on a named one that never came).
 */
export async function withContext<T>(
  browser: Browser,
  options: WatchedContextOptions,
  run: (context: BrowserContext) => Promise<T>,
  siteOrigin?: string,
): Promise<T> {
  const { expectedProblems = [], colorMode, ...contextOptions } = options;
  const context = await browser.newContext(contextOptions);
  const origin = siteOrigin ?? (contextOptions.baseURL ? new URL(contextOptions.baseURL).origin : undefined);
  let result: T;
  let watch: ContextWatch | undefined;
  // A test may fill its expected lines from its own listeners: read them when the watch stops, not after the close.
  let expectedWhenStopped: readonly string[] = [];
  try {
    watch = await watchContext(context, () => origin);
    if (colorMode) await startInColorMode(context, colorMode);
    result = await run(context);
    expectedWhenStopped = [...expectedProblems];
  } catch (error) {
    const seen = watch?.problems() ?? [];
    if (error instanceof Error && seen.length > 0)
      error.message += `\nBrowser problems seen before this failure:\n  ${seen.join("\n  ")}`;
    throw error;
  } finally {
    watch?.stop();
    await context.close();
  }
  const complaints = compareWithExpected(watch.problems(), expectedWhenStopped);
  if (complaints.length > 0)
    throw new Error(`The browser reported problems the test did not expect:\n  ${complaints.join("\n  ")}`);
  return result;
}

/** withContext with one page opened in it: the common case. */
export function withPage<T>(
  browser: Browser,
  options: WatchedContextOptions,
  run: (page: Page, context: BrowserContext) => Promise<T>,
  siteOrigin?: string,
): Promise<T> {
  return withContext(browser, options, async (context) => run(await context.newPage(), context), siteOrigin);
}
