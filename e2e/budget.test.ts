// Size-limit check: doc pages' first-load JS stays within the budget (gzip bytes are deterministic).
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { DOC_PAGE_JS_BUDGET_GZIP_BYTES, MEASURED_PAGES, measureBuiltRoute } from "../src/server/built-site";
import { PUBLIC_DIR } from "./harness";

describe("first-load JS budget of doc pages", () => {
  // The budget is the doc-page budget; the home and /search pages are measured by `npm run bench` only.
  for (const { name, route } of MEASURED_PAGES.filter((page) => page.isDocPage)) {
    it(`the ${name} page (${route}) loads at most ${DOC_PAGE_JS_BUDGET_GZIP_BYTES} bytes of JS (gzip)`, () => {
      const weight = measureBuiltRoute(PUBLIC_DIR, route);
      // A page whose scripts were not found would pass trivially; the app bundle and the template chunk must be counted.
      assert.ok(weight.scripts.length >= 3, `expected the app, framework and template scripts, got ${weight.scripts.join(", ")}`);
      assert.ok(weight.jsGzipBytes > 10_000, `implausibly small: ${weight.jsGzipBytes}`);
      assert.ok(
        weight.jsGzipBytes <= DOC_PAGE_JS_BUDGET_GZIP_BYTES,
        `${route} loads ${weight.jsGzipBytes} bytes of JS (gzip), over the ${DOC_PAGE_JS_BUDGET_GZIP_BYTES}-byte budget: ${weight.scripts.join(", ")}`,
      );
    });
  }
});
