// Turns a Chromium performance trace into where the renderer's
// main thread spent its time: by kind of work and by script.
export type TraceEvent = {
  readonly name: string;
  readonly cat?: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly args?: {
    readonly name?: string;
    readonly data?: {
      readonly url?: string;
      readonly frame?: string;
      readonly stackTrace?: ReadonlyArray<{ readonly url?: string }>;
    };
  };
};

export type MainThreadSummary = {
  /** Sum of the main thread's top-level tasks, ms. */
  readonly busyMs: number;
  /**
   * Sum over tasks longer than 50 ms of the part beyond 50 ms
   * (Lighthouse's blocking time, without its FCP/TTI window), ms.
   */
  readonly blockingMs: number;
  readonly longTasksMs: readonly number[];
  /**
   * Time by kind of work (script evaluation, function calls, style, layout, paint, parsing, garbage collection), ms.
   */
  readonly byKind: Readonly<Record<string, number>>;
  /** Script time (evaluation, compilation and function calls) by the file name of the script, ms. */
  readonly scriptByFile: Readonly<Record<string, number>>;
};

const KIND_OF_EVENT: Readonly<Record<string, string>> = {
  EvaluateScript: "script evaluation",
  "v8.compile": "script compilation",
  "v8.compileModule": "script compilation",
  FunctionCall: "function calls",
  TimerFire: "function calls",
  EventDispatch: "function calls",
  FireAnimationFrame: "function calls",
  RunMicrotasks: "function calls",
  "v8.evaluateModule": "script evaluation",
  UpdateLayoutTree: "style recalculation",
  RecalculateStyles: "style recalculation",
  Layout: "layout",
  Paint: "paint",
  PrePaint: "paint",
  Layerize: "paint",
  ParseHTML: "HTML parsing",
  ParseAuthorStyleSheet: "CSS parsing",
  MinorGC: "garbage collection",
  MajorGC: "garbage collection",
  "V8.GC_SCAVENGER": "garbage collection",
};

const SCRIPT_KINDS = new Set(["script evaluation", "script compilation", "function calls"]);

/**
 * The page's main thread: the CrRendererMain thread that ran
 * the scripts of `origin` (the browser's own pages have others).
 */
function mainThread(events: readonly TraceEvent[], origin: string): { pid: number; tid: number } | undefined {
  const names = events.filter(
    (event) => event.ph === "M" && event.name === "thread_name" && event.args?.name === "CrRendererMain",
  );
  return names.find((thread) =>
    events.some(
      (event) =>
        event.pid === thread.pid && event.tid === thread.tid && (event.args?.data?.url ?? "").startsWith(origin),
    ),
  );
}

function fileOf(url: string | undefined, eventName: string): string {
  if (!url) return `(${eventName}, no script named)`;
  const last = url.split(/[?#]/)[0]?.split("/").pop() ?? "";
  // Content hashes change with every build: keep the chunk's name.
  return last.replace(/-[0-9a-f]{8,}(?=\.js$)/, "") || url;
}

/** Attributes each top-level task's time to the outermost known event inside it (the rest counts as "other"). */
export function summariseMainThread(events: readonly TraceEvent[], origin: string): MainThreadSummary {
  const thread = mainThread(events, origin);
  if (!thread) throw new Error(`The trace has no renderer main thread (CrRendererMain) that ran scripts of ${origin}`);
  const own = events
    .filter(
      (event) =>
        event.pid === thread.pid && event.tid === thread.tid && event.ph === "X" && typeof event.dur === "number",
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks = own.filter((event) => event.name === "RunTask");
  const byKind: Record<string, number> = {};
  const scriptByFile: Record<string, number> = {};
  const add = (table: Record<string, number>, key: string, us: number) => {
    table[key] = (table[key] ?? 0) + us / 1000;
  };
  let cursor = 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    let covered = 0;
    let openUntil = task.ts;
    while (cursor < own.length && (own[cursor]?.ts ?? Infinity) < task.ts) cursor++;
    for (let index = cursor; index < own.length; index++) {
      const event = own[index];
      if (!event || event.ts >= end) break;
      const kind = KIND_OF_EVENT[event.name];
      if (!kind || event.ts < openUntil) continue;
      const duration = Math.min(event.dur ?? 0, end - event.ts);
      add(byKind, kind, duration);
      if (SCRIPT_KINDS.has(kind))
        add(
          scriptByFile,
          fileOf(event.args?.data?.url ?? event.args?.data?.stackTrace?.[0]?.url, event.name),
          duration,
        );
      covered += duration;
      openUntil = event.ts + duration;
    }
    add(byKind, "other", Math.max(0, (task.dur ?? 0) - covered));
  }
  const durations = tasks.map((task) => (task.dur ?? 0) / 1000);
  const round = (table: Record<string, number>) =>
    Object.fromEntries(
      Object.entries(table)
        .sort((a, b) => b[1] - a[1])
        .map(([key, ms]) => [key, Math.round(ms)]),
    );
  return {
    busyMs: Math.round(durations.reduce((sum, ms) => sum + ms, 0)),
    blockingMs: Math.round(durations.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0)),
    longTasksMs: durations.filter((ms) => ms > 50).map((ms) => Math.round(ms)),
    byKind: round(byKind),
    scriptByFile: round(scriptByFile),
  };
}
