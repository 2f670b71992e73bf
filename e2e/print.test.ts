// The printed page, from dark mode: the article alone in light colours, every tab's content under its label, code
// wrapped, external link targets spelled out, and a PDF Chromium can produce.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "fs";
import os from "os";
import path from "path";
import { gotoHydrated, setUpSiteAndBrowser } from "./harness";

const PRINT_DIR = path.join(os.tmpdir(), "cloudloop-print");
const HIDDEN_IN_PRINT = [
  ".navbar",
  ".announcement-bar",
  ".docs-sidebar",
  ".table-of-contents",
  ".toc-collapsible",
  "figure.code-block button",
  'nav[aria-label="Docs pages"]',
  ".anchor-link",
  '.tabs [role="tablist"]',
  ".skip-to-content",
  ".copy-page",
  ".reader-values",
  ".payload-encoder",
];

describe("print stylesheet", () => {
  const suite = setUpSiteAndBrowser();

  it("the home page prints without the hero's button and search form (nothing to press on paper)", async () => {
    await suite.withPage({ colorMode: "light", viewport: { width: 1366, height: 900 } }, async (page) => {
      await gotoHydrated(page, `${suite.baseUrl}/`);
      assert.equal(await page.locator(".hero-actions").count(), 1);
      await page.emulateMedia({ media: "print" });
      assert.equal(
        await page.locator(".hero-actions").evaluate((element) => getComputedStyle(element).display),
        "none",
      );
    });
  });

  for (const route of ["/docs/api/get-message", "/docs/data"]) {
    it(`${route} printed from dark mode: article only, light, all tabs, wrapped code, link targets, PDF`, async () => {
      await suite.withPage({ colorMode: "dark", viewport: { width: 1366, height: 900 } }, async (page) => {
        await gotoHydrated(page, `${suite.baseUrl}${route}`);
        await page.emulateMedia({ media: "print" });

        const shown = await page.evaluate(
          (selectors) =>
            selectors.filter((selector) =>
              [...document.querySelectorAll(selector)].some((element) => getComputedStyle(element).display !== "none"),
            ),
          HIDDEN_IN_PRINT,
        );
        assert.deepEqual(shown, [], `still printed: ${shown.join(", ")}`);

        const colours = await page.evaluate(() => ({
          body: getComputedStyle(document.body).backgroundColor,
          text: getComputedStyle(document.body).color,
          code: getComputedStyle(document.querySelector("figure.code-block") ?? document.body).backgroundColor,
        }));
        assert.equal(colours.body, "rgb(255, 255, 255)", "the page prints on white");
        assert.equal(colours.text, "rgb(27, 33, 41)", "the text prints dark");
        if (await page.locator("figure.code-block").count())
          assert.equal(colours.code, "rgb(246, 248, 250)", "code prints on its light background");

        const panels = await page.$$eval('[role="tabpanel"]', (elements) =>
          elements.map((panel) => ({
            visible: (panel as HTMLElement).offsetHeight > 0,
            label: getComputedStyle(panel, "::before").content,
            tab: document.getElementById(panel.getAttribute("aria-labelledby") ?? "")?.textContent ?? "",
          })),
        );
        for (const panel of panels) {
          assert.ok(panel.visible, `the "${panel.tab}" tab's content is not printed`);
          assert.equal(panel.label, JSON.stringify(panel.tab), "each printed panel starts with its tab's label");
        }

        const unwrapped = await page.$$eval("pre", (blocks) =>
          blocks
            .filter((pre) => getComputedStyle(pre).whiteSpace !== "pre-wrap" || pre.scrollWidth > pre.clientWidth + 1)
            .map((pre) => (pre.textContent ?? "").slice(0, 60)),
        );
        assert.deepEqual(unwrapped, [], "code blocks that do not wrap in print");

        const external = await page.$$eval('main a[href^="http"]', (links) =>
          links.map((link) => ({
            href: link.getAttribute("href") ?? "",
            after: getComputedStyle(link, "::after").content,
          })),
        );
        for (const link of external) assert.equal(link.after, JSON.stringify(` (${link.href})`));

        const pdf = await page.pdf({ format: "A4", printBackground: true });
        fs.mkdirSync(PRINT_DIR, { recursive: true });
        const file = path.join(PRINT_DIR, `${route.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "")}.pdf`);
        fs.writeFileSync(file, pdf);
        assert.equal(pdf.subarray(0, 5).toString("latin1"), "%PDF-");
        const pages = (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;
        assert.ok(pages >= 1, `the PDF has ${pages} pages`);
        console.log(
          `printed ${route}: ${pages} A4 pages, ${panels.length} tab panels, ` +
            `${external.length} external links (${file})`,
        );
      });
    });
  }
});
