import { summariseMainThread, type TraceEvent } from "./trace-summary";

const ORIGIN = "http://127.0.0.1:4000";
const meta = (pid: number, tid: number): TraceEvent => ({
  name: "thread_name",
  ph: "M",
  pid,
  tid,
  ts: 0,
  args: { name: "CrRendererMain" },
});
const task = (pid: number, ts: number, dur: number): TraceEvent => ({ name: "RunTask", ph: "X", pid, tid: 1, ts, dur });
const event = (pid: number, name: string, ts: number, dur: number, url?: string): TraceEvent => ({
  name,
  ph: "X",
  pid,
  tid: 1,
  ts,
  dur,
  args: { data: { url } },
});

describe("summariseMainThread", () => {
  const events: TraceEvent[] = [
    // The browser's own page (new tab, omnibox) runs in another renderer: it must not count.
    meta(7, 1),
    task(7, 0, 900_000),
    event(7, "EvaluateScript", 0, 900_000, "chrome://new-tab-page/app.js"),
    meta(9, 1),
    task(9, 1_000, 120_000),
    event(9, "EvaluateScript", 1_000, 100_000, `${ORIGIN}/app-0123456789abcdef.js`),
    // Nested inside the evaluation: counted once.
    event(9, "FunctionCall", 2_000, 50_000, `${ORIGIN}/app-0123456789abcdef.js`),
    event(9, "UpdateLayoutTree", 101_000, 10_000),
    task(9, 200_000, 30_000),
    event(9, "RunMicrotasks", 200_000, 30_000),
  ];

  it("reads the page's renderer only and attributes each task to its outermost known event", () => {
    const summary = summariseMainThread(events, ORIGIN);
    expect(summary.busyMs).toBe(150);
    expect(summary.longTasksMs).toEqual([120]);
    expect(summary.blockingMs).toBe(70);
    expect(summary.byKind).toEqual({
      "script evaluation": 100,
      "function calls": 30,
      other: 10,
      "style recalculation": 10,
    });
    expect(summary.scriptByFile).toEqual({ "app.js": 100, "(RunMicrotasks, no script named)": 30 });
  });

  it("fails when no renderer ran the site's scripts", () => {
    expect(() => summariseMainThread(events, "http://127.0.0.1:5000")).toThrow(
      /no renderer main thread \(CrRendererMain\) that ran scripts of http:\/\/127\.0\.0\.1:5000/,
    );
  });
});
