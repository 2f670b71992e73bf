// Runs work that the first paint and hydration do not need once the browser is idle, so it never lengthens a load task.

type IdleWindow = Pick<Window, "setTimeout" | "clearTimeout"> & {
  readonly requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  readonly cancelIdleCallback?: (handle: number) => void;
};

/** Where idle callbacks are missing (Safari), a timer this long stands in for them. */
export const IDLE_FALLBACK_DELAY_MS = 200;

/**
 * Calls `work` when the main thread is idle (at the latest after `timeoutMs`, so it still runs on a busy page) and
 * returns the function that cancels it.
 */
export function runWhenIdle(work: () => void, timeoutMs = 2000, target: IdleWindow = window): () => void {
  if (typeof target.requestIdleCallback === "function" && typeof target.cancelIdleCallback === "function") {
    const handle = target.requestIdleCallback(work, { timeout: timeoutMs });
    return () => target.cancelIdleCallback?.(handle);
  }
  const timer = target.setTimeout(work, Math.min(IDLE_FALLBACK_DELAY_MS, timeoutMs));
  return () => target.clearTimeout(timer);
}
