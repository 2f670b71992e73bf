// Size-limit check: every built page's first-load JS stays within the doc-page budget (gzip bytes are deterministic).
import { describe, it } from "node:test";
import fs from "fs";
import path from "path";
import assert from "node:assert/strict";
import { DOC_PAGE_JS_BUDGET_GZIP_BYTES, listBuiltPages, measureBuiltRoute } from "../bench/lib/built-site";
import type { PageWeight } from "../bench/lib/page-weight";
import { componentNamesIn } from "../src/content/compile/mdx-components";
import type { MdxTreeNode } from "../src/content/compile/mdx-tree";
import { PUBLIC_DIR } from "./harness";

describe("first-load JS budget", () => {
  // Measured once, for both checks.
  let weights: Array<{ route: string; weight: PageWeight }> | undefined;
  const measured = () =>
    (weights ??= listBuiltPages(PUBLIC_DIR).map(({ route }) => ({
      route,
      weight: measureBuiltRoute(PUBLIC_DIR, route),
    })));

  it(`every page, each doc page included, loads at most ${DOC_PAGE_JS_BUDGET_GZIP_BYTES} bytes of JS (gzip)`, () => {
    const pages = measured();
    assert.ok(
      pages.filter(({ route }) => route.startsWith("/docs/")).length >= 60,
      `expected every doc and category page, found ${pages.length} pages`,
    );
    const over: string[] = [];
    for (const { route, weight } of pages) {
      // A page whose scripts were not found would pass trivially:
      // the app, framework and template chunks must be counted.
      assert.ok(
        weight.scripts.length >= 3,
        `${route}: expected the app, framework and template scripts, got ${weight.scripts.join(", ")}`,
      );
      assert.ok(weight.jsGzipBytes > 10_000, `${route}: implausibly small, ${weight.jsGzipBytes} bytes`);
      if (weight.jsGzipBytes > DOC_PAGE_JS_BUDGET_GZIP_BYTES)
        over.push(`${route}: ${weight.jsGzipBytes} bytes (${weight.scripts.join(", ")})`);
    }
    assert.deepEqual(over, [], `over the ${DOC_PAGE_JS_BUDGET_GZIP_BYTES}-byte budget:\n${over.join("\n")}`);
  });

  it("doc pages share their page chunks, one per set of MDX components their bodies use: no chunk per page", () => {
    const docPages = measured().filter(
      ({ route }) => route.startsWith("/docs/") && !route.startsWith("/docs/category/"),
    );
    const scriptsBySet = new Map<string, Set<string>>();
    for (const { route, weight } of docPages) {
      const pageData = JSON.parse(
        fs.readFileSync(path.join(PUBLIC_DIR, "page-data", route, "page-data.json"), "utf8"),
      ) as { result: { data: { mdx: { compiledBody: MdxTreeNode[] } } } };
      const set = componentNamesIn(pageData.result.data.mdx.compiledBody).join(",");
      scriptsBySet.set(set, (scriptsBySet.get(set) ?? new Set()).add(weight.scripts.join(" ")));
    }
    for (const [set, scripts] of scriptsBySet)
      assert.equal(
        scripts.size,
        1,
        `the doc pages that use ${set || "no components"} load ${scripts.size} different script sets`,
      );
    // And each set its own page chunk (src/bundling/page-components.ts):
    // one chunk for every set would carry every component.
    const scriptSets = [...scriptsBySet.values()].flatMap((scripts) => [...scripts]);
    assert.equal(
      new Set(scriptSets).size,
      scriptsBySet.size,
      `${scriptsBySet.size} sets of components share ${new Set(scriptSets).size} script sets`,
    );
    // The real site's 53 docs use 9 sets: a chunk per page would make as many script sets as pages.
    assert.ok(
      scriptsBySet.size * 3 < docPages.length,
      `${docPages.length} doc pages load ${scriptsBySet.size} different script sets`,
    );
  });
});
