// Transfer budget: every built page, loaded in Chromium from
// the static server, stays within its type's bytes on the wire.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "fs";
import os from "os";
import path from "path";
import { launchBrowser, PUBLIC_DIR, startSite, setUpSiteAndBrowser } from "./harness";
import {
  findOverBudget,
  formatTransferTable,
  listBuiltRoutes,
  measurePageTransfer,
  measureRoutes,
  PHONE_JS_BUDGET,
  PHONE_VIEWPORT,
  RESOURCE_KINDS,
  TRANSFER_BUDGETS,
  type PageTransfer,
  type PageType,
} from "./lib/transfer-weight";

/** Text only the phone menu's code holds. */
const MENU_MARKER = '"aria-label":"Navigation menu"';
/**
 * The not-found page as a reader meets it (a mistyped address,
 * answered 404), and the results page as a search link opens it.
 */
const EXTRA_ROUTES = ["/this-page-does-not-exist", "/search/?q=message"];

/** The code of the scripts a measure counted. */
const codeOf = (page: PageTransfer): string[] =>
  page.resources
    .filter((resource) => resource.kind === "js")
    .map((resource) => fs.readFileSync(path.join(PUBLIC_DIR, new URL(resource.url).pathname), "utf8"));

describe("bytes transferred per page", () => {
  const context = setUpSiteAndBrowser();
  let measured: PageTransfer[] | undefined;
  const measureAll = async (): Promise<PageTransfer[]> => {
    if (measured) return measured;
    const pages = await measureRoutes(context.browser, context.baseUrl, [
      ...listBuiltRoutes(PUBLIC_DIR),
      ...EXTRA_ROUTES,
    ]);
    console.log(formatTransferTable(pages));
    measured = pages;
    return pages;
  };

  it("loads every built page without a failed request or a 4xx/5xx response", async () => {
    const pages = await measureAll();
    const types = new Set(pages.map((page) => page.type));
    for (const type of Object.keys(TRANSFER_BUDGETS) as PageType[])
      assert.ok(types.has(type), `no ${type} page was measured`);
    assert.ok(
      pages.filter((page) => page.type === "doc").length >= 50,
      `expected every doc page, measured ${pages.length} pages`,
    );
    for (const page of pages) {
      // A page whose scripts never arrived would weigh little and
      // pass: the app, framework and template chunks must be there.
      assert.ok(
        page.resources.filter((resource) => resource.kind === "js").length >= 3,
        `${page.route}: fewer than 3 scripts loaded`,
      );
      assert.ok(page.weight.js > 10_000, `${page.route}: implausibly little JS, ${page.weight.js} bytes`);
      assert.ok(
        page.resources.some((resource) => resource.kind === "json" && resource.url.includes("/page-data/")),
        `${page.route}: its page data was not loaded`,
      );
    }
    assert.deepEqual(
      pages.flatMap((page) => page.failures.map((failure) => `${page.route}: ${failure}`)),
      [],
    );
  });

  it("every page stays within its type's JS and total budget (doc pages: at most 58 kB of JS sent)", async () => {
    const pages = await measureAll();
    assert.deepEqual(
      pages.flatMap((page) => findOverBudget(page)),
      [],
    );
  });

  it("phone: doc and home pages fetch just first-load JS when idle; menu code on demand, never search", async () => {
    // The menu's code must not share a chunk with the search's, or every phone would download that at idle: it comes
    // when the reader reaches for the menu button (e2e/theme-navigation.test.ts).
    for (const route of ["/docs/concepts/thing", "/"]) {
      const phone = await measurePageTransfer(context.browser, context.baseUrl, route, PHONE_VIEWPORT, {
        idleWork: true,
      });
      assert.deepEqual(phone.failures, []);
      assert.ok(
        phone.weight.js <= PHONE_JS_BUDGET,
        `${route} on a phone: ${phone.weight.js} bytes of JS (budget ${PHONE_JS_BUDGET})`,
      );
      const scripts = codeOf(phone);
      assert.equal(
        scripts.filter((code) => code.includes("algoliasearch-helper")).length,
        0,
        `${route} on a phone loaded the search code`,
      );
      assert.equal(
        scripts.filter((code) => code.includes(MENU_MARKER)).length,
        0,
        `${route} on a phone loaded the menu's code unasked`,
      );
    }
  });

  it("the phone measure sees what idle work fetches: an idle prefetch of the menu's code is caught", async () => {
    // Positive control for the test above: the same measure and the same check, with one idle callback added that
    // fetches the menu's chunk.
    const menuChunk = fs
      .readdirSync(PUBLIC_DIR)
      .find(
        (file) => file.endsWith(".js") && fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8").includes(MENU_MARKER),
      );
    assert.ok(menuChunk, "the build has a chunk with the menu's code");
    const prefetchMenuWhenIdle =
      `addEventListener("load", () => requestIdleCallback(() => { ` +
      `const link = document.createElement("link"); link.rel = "prefetch"; ` +
      `link.href = "/${menuChunk}"; document.head.append(link); }, { timeout: 2000 }));`;
    const phone = await measurePageTransfer(context.browser, context.baseUrl, "/docs/concepts/thing", PHONE_VIEWPORT, {
      idleWork: true,
      initScript: prefetchMenuWhenIdle,
    });
    assert.deepEqual(phone.failures, []);
    assert.ok(
      phone.resources.some((resource) => new URL(resource.url).pathname === `/${menuChunk}`),
      `the measure counted the chunk fetched at idle (${phone.resources.map((resource) => resource.url).join(", ")})`,
    );
    assert.ok(
      codeOf(phone).some((code) => code.includes(MENU_MARKER)),
      "the check of the test above finds the menu's code",
    );
  });

  it("weighs bytes as sent compressed: a doc page's JS on the wire is well under its size on disk", async () => {
    const doc = (await measureAll()).find((page) => page.type === "doc");
    assert.ok(doc);
    const onDisk = doc.resources
      .filter((resource) => resource.kind === "js")
      .reduce((sum, resource) => sum + fs.statSync(path.join(PUBLIC_DIR, new URL(resource.url).pathname)).size, 0);
    assert.ok(doc.weight.js < onDisk / 2, `${doc.weight.js} bytes sent for ${onDisk} bytes on disk`);
    assert.equal(
      doc.weight.total,
      RESOURCE_KINDS.reduce((sum, kind) => sum + doc.weight[kind], 0),
    );
  });
});

describe("the transfer measure with a chunk missing", () => {
  it("fails a page whose script is gone from the build, naming it", async () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "public-missing-chunk-"));
    fs.cpSync(PUBLIC_DIR, copy, { recursive: true });
    // The page component of /docs/data: the doc template with the MDX components that page uses.
    const { componentChunkName } = JSON.parse(
      fs.readFileSync(path.join(copy, "page-data", "docs", "data", "page-data.json"), "utf8"),
    ) as { componentChunkName: string };
    const template = fs
      .readdirSync(copy)
      .find((name) => name.startsWith(`${componentChunkName}-`) && name.endsWith(".js"));
    assert.ok(
      template && componentChunkName.startsWith("component---src-templates-doc-tsx-"),
      `the doc page component's chunk is in the build (${componentChunkName})`,
    );
    fs.rmSync(path.join(copy, template));
    const site = await startSite(copy);
    const browser = await launchBrowser();
    try {
      const complete = await measurePageTransfer(browser, site.baseUrl, "/");
      assert.deepEqual(
        complete.failures,
        [],
        "positive control: the home page, which does not use the doc template, loads cleanly",
      );
      const broken = await measurePageTransfer(browser, site.baseUrl, "/docs/data/");
      // The 404 answer, or Chromium blocking it (an HTML body for
      // a script with nosniff): either way the chunk is named.
      assert.ok(
        broken.failures.some((failure) => failure.includes(`/${template}`)),
        `failures: ${broken.failures.join("; ")}`,
      );
      assert.ok(
        broken.failures.some((failure) => failure.startsWith("the app never rendered")),
        `failures: ${broken.failures.join("; ")}`,
      );
    } finally {
      await browser.close();
      await site.close();
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });
});
