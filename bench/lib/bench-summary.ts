// Reduces repeated Lighthouse runs to the figures the budgets
// name, so the bench's arithmetic is tested apart from Chromium.
import { TRANSFER_BUDGETS } from "../../e2e/lib/transfer-weight";

/** The parts of a Lighthouse result (LHR) the bench reads. */
export type LighthouseResult = {
  readonly categories: Readonly<
    Record<
      string,
      | {
          readonly score: number | null;
          readonly auditRefs?: ReadonlyArray<{ readonly id: string; readonly weight: number }>;
        }
      | undefined
    >
  >;
  readonly audits: Readonly<
    Record<
      string,
      | {
          readonly numericValue?: number;
          readonly score?: number | null;
          readonly details?: { readonly items?: ReadonlyArray<NetworkRequest> };
        }
      | undefined
    >
  >;
};

/** A row of Lighthouse's network-requests audit. */
type NetworkRequest = { readonly url?: string; readonly resourceType?: string; readonly transferSize?: number };

export type LighthouseSummary = {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** Bytes of JS on the wire (compressed as served) over the whole run, page data apart. */
  readonly jsTransferredBytes: number;
  /** Bytes of the page's and the app's data files (page-data.json, app-data.json) on the wire. */
  readonly pageDataBytes: number;
};

/** JS and page data as Lighthouse saw them on the network during the run. */
export function transferredBytes(result: LighthouseResult): { readonly js: number; readonly pageData: number } {
  const requests = result.audits["network-requests"]?.details?.items;
  if (!requests) throw new Error("Lighthouse reported no network requests");
  const sum = (rows: readonly NetworkRequest[]): number =>
    rows.reduce((total, row) => total + (row.transferSize ?? 0), 0);
  return {
    js: sum(requests.filter((row) => row.resourceType === "Script")),
    pageData: sum(
      requests.filter((row) => /\/page-data\/.+\.json$/.test(new URL(row.url ?? "", "http://site").pathname)),
    ),
  };
}

/** Median of a non-empty list (mean of the middle two for even lengths). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
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
    jsTransferredBytes: transferredBytes(result).js,
    pageDataBytes: transferredBytes(result).pageData,
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
    jsTransferredBytes: pick("jsTransferredBytes"),
    pageDataBytes: pick("pageDataBytes"),
  };
}

/** What every page must reach on a phone (mobile Lighthouse, the median of its runs). */
export const PHONE_BUDGET = { performance: 98, tbtMs: 100, cls: 0.02, lcpMs: 1800 } as const;

/** The JS a doc page may transfer on a phone, page data apart: the browser tests' doc-page budget. */
export const DOC_PAGE_JS_BUDGET_BYTES = TRANSFER_BUDGETS.doc.js;

/**
 * The Lighthouse budgets checked below (every page, and stricter ones for phones and doc pages); returns each missed
 * one as a sentence, empty when all are met.
 */
export function missedBudgets(summary: LighthouseSummary, formFactor: "mobile" | "desktop", page?: string): string[] {
  const missed: string[] = [];
  if (summary.accessibility < 100) missed.push(`accessibility ${summary.accessibility} < 100`);
  if (summary.bestPractices < 100) missed.push(`best practices ${summary.bestPractices} < 100`);
  if (summary.seo < 100) missed.push(`SEO ${summary.seo} < 100`);
  if (formFactor === "mobile") {
    if (summary.performance < PHONE_BUDGET.performance)
      missed.push(`performance ${summary.performance} < ${PHONE_BUDGET.performance}`);
    if (summary.tbtMs > PHONE_BUDGET.tbtMs) missed.push(`TBT ${summary.tbtMs} ms > ${PHONE_BUDGET.tbtMs} ms`);
    if (summary.cls > PHONE_BUDGET.cls) missed.push(`CLS ${summary.cls} > ${PHONE_BUDGET.cls}`);
    if (summary.lcpMs > PHONE_BUDGET.lcpMs) missed.push(`LCP ${summary.lcpMs} ms > 1,800 ms`);
    if (page === "doc" && summary.jsTransferredBytes > DOC_PAGE_JS_BUDGET_BYTES)
      missed.push(`JS ${summary.jsTransferredBytes} B > ${DOC_PAGE_JS_BUDGET_BYTES} B`);
  }
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
