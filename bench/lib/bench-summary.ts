// Reduces repeated Lighthouse runs to the figures the budgets name, so the bench's arithmetic is tested apart from Chromium.

/** The parts of a Lighthouse result (LHR) the bench reads. */
export type LighthouseResult = {
  readonly categories: Readonly<Record<string, { readonly score: number | null; readonly auditRefs?: ReadonlyArray<{ readonly id: string; readonly weight: number }> } | undefined>>;
  readonly audits: Readonly<Record<string, { readonly numericValue?: number; readonly score?: number | null } | undefined>>;
};

export type LighthouseSummary = {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
};

/** Median of a non-empty list (mean of the middle two for even lengths). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function score(result: LighthouseResult, category: string): number {
  const value = result.categories[category]?.score;
  if (typeof value !== "number") throw new Error(`Lighthouse reported no ${category} score`);
  return Math.round(value * 100);
}

function metric(result: LighthouseResult, audit: string): number {
  const value = result.audits[audit]?.numericValue;
  if (typeof value !== "number") throw new Error(`Lighthouse reported no ${audit} value`);
  return value;
}

/** One run's scores (0–100) and metrics (ms; CLS unitless). */
export function summariseRun(result: LighthouseResult): LighthouseSummary {
  return {
    performance: score(result, "performance"),
    accessibility: score(result, "accessibility"),
    bestPractices: score(result, "best-practices"),
    seo: score(result, "seo"),
    lcpMs: Math.round(metric(result, "largest-contentful-paint")),
    tbtMs: Math.round(metric(result, "total-blocking-time")),
    cls: Number(metric(result, "cumulative-layout-shift").toFixed(3)),
  };
}

/** Field-by-field median of several runs' summaries. */
export function medianSummary(runs: readonly LighthouseSummary[]): LighthouseSummary {
  const pick = (key: keyof LighthouseSummary): number => median(runs.map((run) => run[key]));
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    lcpMs: pick("lcpMs"),
    tbtMs: pick("tbtMs"),
    cls: Number(pick("cls").toFixed(3)),
  };
}

/** The Lighthouse budget; returns each missed budget as a sentence (empty when all are met). */
export function missedBudgets(summary: LighthouseSummary, formFactor: "mobile" | "desktop"): string[] {
  const missed: string[] = [];
  if (summary.accessibility < 100) missed.push(`accessibility ${summary.accessibility} < 100`);
  if (summary.bestPractices < 100) missed.push(`best practices ${summary.bestPractices} < 100`);
  if (summary.seo < 100) missed.push(`SEO ${summary.seo} < 100`);
  if (formFactor === "mobile" && summary.performance < 95) missed.push(`performance ${summary.performance} < 95`);
  return missed;
}

/** Weighted audits that failed in the scored categories other than performance: what keeps a score under 100. */
export function failingAudits(result: LighthouseResult): string[] {
  const failing = new Set<string>();
  for (const category of ["accessibility", "best-practices", "seo"]) {
    for (const ref of result.categories[category]?.auditRefs ?? []) {
      const auditScore = result.audits[ref.id]?.score;
      if (ref.weight > 0 && typeof auditScore === "number" && auditScore < 1) failing.add(`${category}: ${ref.id}`);
    }
  }
  return [...failing];
}
