import {
  failingAudits,
  median,
  medianSummary,
  missedBudgets,
  summariseRun,
  transferredBytes,
  type LighthouseResult,
  type LighthouseSummary,
} from "./bench-summary";

const lhr = (performance: number, lcp: number): LighthouseResult => ({
  categories: {
    performance: { score: performance },
    accessibility: { score: 1 },
    "best-practices": { score: 0.96 },
    seo: { score: 1 },
  },
  audits: {
    "largest-contentful-paint": { numericValue: lcp },
    "total-blocking-time": { numericValue: 12.4 },
    "cumulative-layout-shift": { numericValue: 0.01234 },
    "network-requests": {
      details: {
        items: [
          { url: "http://127.0.0.1:9000/docs/a/", resourceType: "Document", transferSize: 9000 },
          { url: "http://127.0.0.1:9000/app-1.js", resourceType: "Script", transferSize: 20000 },
          { url: "http://127.0.0.1:9000/framework-2.js", resourceType: "Script", transferSize: 9000 },
          { url: "http://127.0.0.1:9000/page-data/docs/a/page-data.json", resourceType: "Fetch", transferSize: 4000 },
          { url: "http://127.0.0.1:9000/page-data/app-data.json", resourceType: "Fetch", transferSize: 300 },
        ],
      },
    },
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
    expect(summariseRun(lhr(0.97, 1234.6))).toEqual({
      performance: 97,
      accessibility: 100,
      bestPractices: 96,
      seo: 100,
      lcpMs: 1235,
      tbtMs: 12,
      cls: 0.012,
      jsTransferredBytes: 29000,
      pageDataBytes: 4300,
    });
  });

  it("fails loudly when a category has no score", () => {
    expect(() => summariseRun({ categories: { performance: { score: null } }, audits: {} })).toThrow(
      "no performance score",
    );
  });
});

describe("medianSummary and missedBudgets", () => {
  it("takes each field's median over the runs", () => {
    const runs = [lhr(0.9, 3000), lhr(0.99, 1000), lhr(0.95, 2000)].map(summariseRun);
    expect(medianSummary(runs)).toMatchObject({ performance: 95, lcpMs: 2000 });
  });

  it("names each missed budget: scores everywhere, the phone budgets on mobile, the JS budget on a doc page", () => {
    const met: LighthouseSummary = {
      performance: 100,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcpMs: 1800,
      tbtMs: 100,
      cls: 0.02,
      jsTransferredBytes: 58_000,
      pageDataBytes: 9_000,
    };
    expect(missedBudgets(met, "mobile", "doc")).toEqual([]);
    const missed: LighthouseSummary = {
      ...met,
      performance: 97,
      bestPractices: 96,
      lcpMs: 1801,
      tbtMs: 101,
      cls: 0.021,
      jsTransferredBytes: 58_001,
    };
    expect(missedBudgets(missed, "mobile", "doc")).toEqual([
      "best practices 96 < 100",
      "performance 97 < 98",
      "TBT 101 ms > 100 ms",
      "CLS 0.021 > 0.02",
      "LCP 1801 ms > 1,800 ms",
      "JS 58001 B > 58000 B",
    ]);
    expect(missedBudgets(missed, "mobile", "home")).not.toContain("JS 58001 B > 58000 B");
    expect(missedBudgets(missed, "desktop", "doc")).toEqual(["best practices 96 < 100"]);
  });
});

describe("transferredBytes", () => {
  it("counts scripts and page data apart, and fails without the network audit", () => {
    expect(transferredBytes(lhr(1, 1000))).toEqual({ js: 29000, pageData: 4300 });
    expect(() => transferredBytes({ categories: {}, audits: {} })).toThrow("no network requests");
  });
});

describe("failingAudits", () => {
  it("lists weighted audits below a full score outside performance", () => {
    const result: LighthouseResult = {
      categories: {
        performance: { score: 0.5, auditRefs: [{ id: "largest-contentful-paint", weight: 25 }] },
        seo: {
          score: 0.66,
          auditRefs: [
            { id: "is-crawlable", weight: 4.6 },
            { id: "document-title", weight: 1 },
            { id: "structured-data", weight: 0 },
          ],
        },
      },
      audits: {
        "largest-contentful-paint": { score: 0.2 },
        "is-crawlable": { score: 0 },
        "document-title": { score: 1 },
        "structured-data": { score: null },
      },
    };
    expect(failingAudits(result)).toEqual(["seo: is-crawlable"]);
  });
});
