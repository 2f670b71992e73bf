// Size-limit check: every built page's first-load JS stays within the doc-page budget (gzip bytes are deterministic).
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { DOC_PAGE_JS_BUDGET_GZIP_BYTES, measureBuiltRoute } from "../src/server/built-site";
import { readBuiltHtmlPages } from "../src/server/headers-file";
import { PUBLIC_DIR } from "./harness";

/** Each page once: "docs/x/index.html" → "/docs/x"; the "x.html" copies for static hosts are the same bytes. */
const builtRoutes = (): string[] =>
  readBuiltHtmlPages(PUBLIC_DIR)
    .map((page) => page.relativePath)
    .filter((file) => file === "index.html" || file.endsWith("/index.html"))
    .map((file) => `/${file.replace(/\/?index\.html$/, "")}`)
    .sort();

describe("first-load JS budget", () => {
  it(`every page, each doc page included, loads at most ${DOC_PAGE_JS_BUDGET_GZIP_BYTES} bytes of JS (gzip)`, () => {
    const routes = builtRoutes();
    assert.ok(routes.filter((route) => route.startsWith("/docs/")).length >= 60, `expected every doc and category page, found ${routes.length} pages`);
    const over: string[] = [];
    for (const route of routes) {
      const weight = measureBuiltRoute(PUBLIC_DIR, route);
      // A page whose scripts were not found would pass trivially: the app, framework and template chunks must be counted.
      assert.ok(weight.scripts.length >= 3, `${route}: expected the app, framework and template scripts, got ${weight.scripts.join(", ")}`);
      assert.ok(weight.jsGzipBytes > 10_000, `${route}: implausibly small, ${weight.jsGzipBytes} bytes`);
      if (weight.jsGzipBytes > DOC_PAGE_JS_BUDGET_GZIP_BYTES) over.push(`${route}: ${weight.jsGzipBytes} bytes (${weight.scripts.join(", ")})`);
    }
    assert.deepEqual(over, [], `over the ${DOC_PAGE_JS_BUDGET_GZIP_BYTES}-byte budget:\n${over.join("\n")}`);
  });

  it("every doc page loads the same shared doc template: no per-page chunk grows with the content", () => {
    const docRoutes = builtRoutes().filter((route) => route.startsWith("/docs/") && !route.startsWith("/docs/category/"));
    const scriptSets = new Set(docRoutes.map((route) => measureBuiltRoute(PUBLIC_DIR, route).scripts.join(" ")));
    assert.equal(scriptSets.size, 1, `doc pages load ${scriptSets.size} different script sets`);
  });
});
