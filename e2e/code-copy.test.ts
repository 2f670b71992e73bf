// What a reader copies is what the page's source holds: every code block's Copy button puts exactly its MDX fence on the clipboard.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { listCodeFences } from "../src/content/examples";
import { toStandaloneRoute } from "../src/content/pages";
import { resolveContentDirs } from "../src/content/paths";
import { loadCheckedSite } from "../src/content/site";
import { toDocId } from "../src/content/slugs";
import { PROJECT_ROOT, useSiteAndBrowser, waitForHydration } from "./harness";

const site = loadCheckedSite(resolveContentDirs({}, PROJECT_ROOT), PROJECT_ROOT);
const routeByFile = new Map(site.built.docPages.map((doc) => [doc.file, doc.path]));
const pagesWithCode = [
  ...site.docs.map((doc) => ({ route: routeByFile.get(doc.file) ?? "", file: doc.file, fences: listCodeFences(doc.body) })),
  ...site.pages.map((page) => ({ route: toStandaloneRoute(toDocId(page.relativePath)), file: page.file, fences: listCodeFences(page.body) })),
].filter((page) => page.route !== "" && page.fences.length > 0);

describe("Copy buttons copy the code exactly", () => {
  const suite = useSiteAndBrowser();

  it("for every code block of the built site, the clipboard text equals the code in the MDX fence", async () => {
    const context = await suite.browser.newContext({ permissions: ["clipboard-read", "clipboard-write"], viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const mismatches: string[] = [];
    let blocks = 0;
    for (const { route, file, fences } of pagesWithCode) {
      await page.goto(`${suite.baseUrl}${route}`);
      await waitForHydration(page);
      // Click each button (hidden tab panels included) and wait for the clipboard to change from a sentinel: a signal, not a sleep.
      const copied = await page.evaluate(async () => {
        const texts: string[] = [];
        // The payload encoder's result blocks show what the reader typed, not a fence of the page.
        for (const button of document.querySelectorAll<HTMLButtonElement>("figure.code-block:not(.payload-encoder figure) button")) {
          const sentinel = `sentinel-${Math.random()}`;
          await navigator.clipboard.writeText(sentinel);
          button.click();
          const deadline = Date.now() + 3000;
          let text = sentinel;
          while (text === sentinel && Date.now() < deadline) {
            await new Promise((resolve) => requestAnimationFrame(resolve));
            text = await navigator.clipboard.readText();
          }
          texts.push(text === sentinel ? "(nothing was copied)" : text);
        }
        return texts;
      });
      assert.equal(copied.length, fences.length, `${route}: ${copied.length} code blocks on the page, ${fences.length} fences in ${file}`);
      fences.forEach((fence, index) => {
        blocks += 1;
        if (copied[index] !== fence.value) mismatches.push(`${file}:${fence.line} (${route}, block ${index + 1}):\n  expected ${JSON.stringify(fence.value.slice(0, 200))}\n  copied   ${JSON.stringify((copied[index] ?? "").slice(0, 200))}`);
      });
    }
    console.log(`Copy buttons: ${blocks} code blocks on ${pagesWithCode.length} pages compared with their MDX fences`);
    assert.deepEqual(mismatches, [], mismatches.join("\n"));
    assert.ok(blocks >= 100, `only ${blocks} code blocks checked`);
    await context.close();
  });
});
