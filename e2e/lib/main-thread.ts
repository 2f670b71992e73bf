// Long tasks on a page's main thread, recorded from page start and summed up over a window, for
// bench:search (the budget while a reader types).
import type { BrowserContext, Page } from "playwright-core";

/** A long task as the page's PerformanceObserver saw it (ms on the page's clock). */
export type LongTask = { readonly startTime: number; readonly duration: number };

export type LongTaskSummary = { readonly count: number; readonly maxMs: number; readonly totalMs: number };

/** The long tasks that overlap [from, to], counted and measured. */
export function summarizeLongTasks(tasks: readonly LongTask[], from: number, to: number): LongTaskSummary {
  const inside = tasks.filter((task) => task.startTime + task.duration >= from && task.startTime <= to);
  return {
    count: inside.length,
    maxMs: Math.round(Math.max(0, ...inside.map((task) => task.duration))),
    totalMs: Math.round(inside.reduce((sum, task) => sum + task.duration, 0)),
  };
}

/**
 * Records every long task (buffered, so none before the observer is lost) into window.longTasks. A string, not a
 * function: the test transpiler would wrap named helpers in a helper the page does not have.
 */
const LONG_TASK_RECORDER = `
  window.longTasks = [];
  if (
    typeof PerformanceObserver === "function" &&
    (PerformanceObserver.supportedEntryTypes || []).includes("longtask")
  ) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.longTasks.push({ startTime: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: "longtask", buffered: true });
  }
`;

/** Records long tasks on every page of the context from its first script on. */
export async function recordLongTasks(context: BrowserContext): Promise<void> {
  await context.addInitScript(LONG_TASK_RECORDER);
}

/** The long tasks the page has recorded so far. */
export function readLongTasks(page: Page): Promise<LongTask[]> {
  return page.evaluate(() => (window as unknown as { longTasks?: LongTask[] }).longTasks ?? []);
}

/** The page's clock now (performance.now()), to mark a window's start or end. */
export function pageClock(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}
