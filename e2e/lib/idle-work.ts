// Waits for the work a page leaves until the browser is idle (requestIdleCallback) and for what it fetched, so a test
// waits for that event instead of sleeping past the idle callbacks' timeout.
import type { BrowserContext, Page } from "playwright-core";

export type IdleWorkState = {
  readonly posted: number;
  readonly ran: number;
  readonly pending: number;
  readonly prefetchLinks: number;
  readonly unfinishedLinks: readonly string[];
};

/**
 * Counts the idle callbacks the page posts, runs and cancels in window.idleWork. A string, not a function: the test
 * transpiler would wrap named helpers in a helper the page does not have.
 */
const IDLE_WORK_RECORDER = `
  (() => {
    const state = { posted: 0, ran: 0, pending: 0 };
    window.idleWork = state;
    if (typeof window.requestIdleCallback !== "function") return;
    const request = window.requestIdleCallback.bind(window);
    const cancel = window.cancelIdleCallback.bind(window);
    const live = new Set();
    window.requestIdleCallback = (callback, options) => {
      state.posted += 1;
      state.pending += 1;
      const handle = request((deadline) => {
        if (live.delete(handle)) state.pending -= 1;
        state.ran += 1;
        return callback(deadline);
      }, options);
      live.add(handle);
      return handle;
    };
    window.cancelIdleCallback = (handle) => {
      if (live.delete(handle)) state.pending -= 1;
      return cancel(handle);
    };
  })();
`;

/** Records idle work on every page of the context from its first script on. */
export async function recordIdleWork(context: BrowserContext): Promise<void> {
  await context.addInitScript(IDLE_WORK_RECORDER);
}

/** Counts the page's requests in flight; `quiet()` resolves once none is (at once when none is). */
export function trackRequests(page: Page): { readonly inFlight: () => number; quiet(): Promise<void> } {
  let inFlight = 0;
  let waiters: Array<() => void> = [];
  const settle = (): void => {
    inFlight -= 1;
    if (inFlight > 0) return;
    for (const resolve of waiters) resolve();
    waiters = [];
  };
  page.on("request", () => {
    inFlight += 1;
  });
  page.on("requestfinished", settle);
  page.on("requestfailed", settle);
  return {
    inFlight: () => inFlight,
    quiet: () => (inFlight <= 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
  };
}

const readState = (page: Page): Promise<IdleWorkState> =>
  page.evaluate(() => {
    const state = (window as unknown as { idleWork?: { posted: number; ran: number; pending: number } }).idleWork ?? {
      posted: 0,
      ran: 0,
      pending: 0,
    };
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.href);
    return {
      ...state,
      prefetchLinks: links.length,
      unfinishedLinks: links.filter((href) => performance.getEntriesByName(href).length === 0),
    };
  });

/**
 * Resolves once every idle callback the page posted has run (at least one, else the recorder was not installed or the
 * page posts none: the wait fails) and what that work fetched has arrived: each prefetch link it added has a
 * finished resource entry and no request is in flight. Repeats until a round adds no idle work and no link, as work
 * can start more (a page-data prefetch, then its chunks). Returns the last state for the caller's positive control.
 */
export async function waitForIdleWork(
  page: Page,
  requests: ReturnType<typeof trackRequests>,
  timeout = 20_000,
): Promise<IdleWorkState> {
  let previous: IdleWorkState | null = null;
  for (;;) {
    await page.waitForFunction(
      () => {
        const state = (window as unknown as { idleWork?: { ran: number; pending: number } }).idleWork;
        const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
        return Boolean(
          state &&
          state.ran > 0 &&
          state.pending === 0 &&
          links.every((link) => performance.getEntriesByName(link.href).length > 0),
        );
      },
      undefined,
      { timeout },
    );
    await requests.quiet();
    const state = await readState(page);
    if (
      previous &&
      state.posted === previous.posted &&
      state.prefetchLinks === previous.prefetchLinks &&
      state.pending === 0 &&
      state.unfinishedLinks.length === 0
    )
      return state;
    previous = state;
  }
}
