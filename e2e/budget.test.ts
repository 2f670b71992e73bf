// Size-limit check: every built page's first-load JS stays within the doc-page budget (gzip bytes are deterministic).
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { DOC_PAGE_JS_BUDGET_GZIP_BYTES, listBuiltPages, measureBuiltRoute } from "../bench/lib/built-site";
import type { PageWeight } from "../bench/lib/page-weight";
import { PUBLIC_DIR } from "./harness";

describe("first-load JS budget", () => {
  // Measured once, for both checks.
  let weights: Array<{ route: string; weight: PageWeight }> | undefined;
  const measured = () => (weights ??= listBuiltPages(PUBLIC_DIR).map(({ route }) => ({ route, weight: measureBuiltRoute(PUBLIC_DIR, route) })));

  it(`every page, each doc page included, loads at most ${DOC_PAGE_JS_BUDGET_GZIP_BYTES} bytes of JS (gzip)`, () => {
    const pages = measured();
    assert.ok(pages.filter(({ route }) => route.startsWith("/docs/")).length >= 60, `expected every doc and category page, found ${pages.length} pages`);
    const over: string[] = [];
    for (const { route, weight } of pages) {
      // A page whose scripts were not found would pass trivially: the app, framework and template chunks must be counted.
      assert.ok(weight.scripts.length >= 3, `${route}: expected the app, framework and template scripts, got ${weight.scripts.join(", ")}`);
      assert.ok(weight.jsGzipBytes > 10_000, `${route}: implausibly small, ${weight.jsGzipBytes} bytes`);
      if (weight.jsGzipBytes > DOC_PAGE_JS_BUDGET_GZIP_BYTES) over.push(`${route}: ${weight.jsGzipBytes} bytes (${weight.scripts.join(", ")})`);
    }
    assert.deepEqual(over, [], `over the ${DOC_PAGE_JS_BUDGET_GZIP_BYTES}-byte budget:\n${over.join("\n")}`);
  });

  it("every doc page loads the same shared doc template: no per-page chunk grows with the content", () => {
    const docPages = measured().filter(({ route }) => route.startsWith("/docs/") && !route.startsWith("/docs/category/"));
    const scriptSets = new Set(docPages.map(({ weight }) => weight.scripts.join(" ")));
    assert.equal(scriptSets.size, 1, `doc pages load ${scriptSets.size} different script sets`);
  });
});
