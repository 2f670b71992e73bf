import { failingAudits, median, medianSummary, missedBudgets, summariseRun, type LighthouseResult, type LighthouseSummary } from "./bench-summary";

const lhr = (performance: number, lcp: number): LighthouseResult => ({
  categories: { performance: { score: performance }, accessibility: { score: 1 }, "best-practices": { score: 0.96 }, seo: { score: 1 } },
  audits: {
    "largest-contentful-paint": { numericValue: lcp },
    "total-blocking-time": { numericValue: 12.4 },
    "cumulative-layout-shift": { numericValue: 0.01234 },
  },
});

describe("median", () => {
  it("takes the middle value of odd lists and the mean of the middle two of even lists", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow("median of no values");
  });
});

describe("summariseRun", () => {
  it("turns scores into 0–100 and rounds the metrics", () => {
    expect(summariseRun(lhr(0.97, 1234.6))).toEqual({ performance: 97, accessibility: 100, bestPractices: 96, seo: 100, lcpMs: 1235, tbtMs: 12, cls: 0.012 });
  });

  it("fails loudly when a category has no score", () => {
    expect(() => summariseRun({ categories: { performance: { score: null } }, audits: {} })).toThrow("no performance score");
  });
});

describe("medianSummary and missedBudgets", () => {
  it("takes each field's median over the runs", () => {
    const runs = [lhr(0.9, 3000), lhr(0.99, 1000), lhr(0.95, 2000)].map(summariseRun);
    expect(medianSummary(runs)).toMatchObject({ performance: 95, lcpMs: 2000 });
  });

  it("names each missed budget, with performance budgeted on mobile only", () => {
    const summary: LighthouseSummary = { performance: 90, accessibility: 100, bestPractices: 96, seo: 100, lcpMs: 0, tbtMs: 0, cls: 0 };
    expect(missedBudgets(summary, "mobile")).toEqual(["best practices 96 < 100", "performance 90 < 95"]);
    expect(missedBudgets(summary, "desktop")).toEqual(["best practices 96 < 100"]);
    expect(missedBudgets({ ...summary, performance: 95, bestPractices: 100 }, "mobile")).toEqual([]);
  });
});

describe("failingAudits", () => {
  it("lists weighted audits below a full score outside performance", () => {
    const result: LighthouseResult = {
      categories: {
        performance: { score: 0.5, auditRefs: [{ id: "largest-contentful-paint", weight: 25 }] },
        seo: { score: 0.66, auditRefs: [{ id: "is-crawlable", weight: 4.6 }, { id: "document-title", weight: 1 }, { id: "structured-data", weight: 0 }] },
      },
      audits: { "largest-contentful-paint": { score: 0.2 }, "is-crawlable": { score: 0 }, "document-title": { score: 1 }, "structured-data": { score: null } },
    };
    expect(failingAudits(result)).toEqual(["seo: is-crawlable"]);
  });
});
