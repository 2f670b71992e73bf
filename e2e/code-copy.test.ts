// What a reader copies is what the page's source holds: every code
// block's Copy button puts exactly its MDX fence on the clipboard.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { listCodeFences } from "../src/content/check/examples";
import { toStandaloneRoute } from "../src/content/model/pages";
import { resolveContentDirs } from "../src/content/load/paths";
import { loadCheckedSite } from "../src/content/site";
import { toDocId } from "../src/content/model/slugs";
import { copyFromButtons, gotoHydrated, PROJECT_ROOT, setUpSiteAndBrowser } from "./harness";

const site = loadCheckedSite(resolveContentDirs({}, PROJECT_ROOT), PROJECT_ROOT);
const routeByFile = new Map(site.built.docPages.map((doc) => [doc.file, doc.path]));
const pagesWithCode = [
  ...site.docs.map((doc) => ({
    route: routeByFile.get(doc.file) ?? "",
    file: doc.file,
    fences: listCodeFences(doc.body),
  })),
  ...site.pages.map((page) => ({
    route: toStandaloneRoute(toDocId(page.relativePath)),
    file: page.file,
    fences: listCodeFences(page.body),
  })),
].filter((page) => page.route !== "" && page.fences.length > 0);

/** A desktop page that may read and write the clipboard. */
const CLIPBOARD_PAGE = { permissions: ["clipboard-read", "clipboard-write"], viewport: { width: 1366, height: 900 } };

describe("Copy buttons copy the code exactly", () => {
  const suite = setUpSiteAndBrowser();

  it("for every code block of the built site, the clipboard text equals the code in the MDX fence", async () => {
    await suite.withPage(CLIPBOARD_PAGE, async (page) => {
      const mismatches: string[] = [];
      let blocks = 0;
      for (const { route, file, fences } of pagesWithCode) {
        await gotoHydrated(page, `${suite.baseUrl}${route}`);
        // Click each button (hidden tab panels included) and wait for the clipboard to change from a sentinel: a
        // signal, not a sleep. The payload encoder's result blocks show what the reader typed, not a fence of the page.
        const copied = await copyFromButtons(page, "figure.code-block:not(.payload-encoder figure) button");
        assert.equal(
          copied.length,
          fences.length,
          `${route}: ${copied.length} code blocks on the page, ${fences.length} fences in ${file}`,
        );
        fences.forEach((fence, index) => {
          blocks += 1;
          if (copied[index] !== fence.value)
            mismatches.push(
              `${file}:${fence.line} (${route}, block ${index + 1}):\n` +
                `  expected ${JSON.stringify(fence.value.slice(0, 200))}\n` +
                `  copied   ${JSON.stringify((copied[index] ?? "").slice(0, 200))}`,
            );
        });
      }
      console.log(
        `Copy buttons: ${blocks} code blocks on ${pagesWithCode.length} pages compared with their MDX fences`,
      );
      assert.deepEqual(mismatches, [], mismatches.join("\n"));
      assert.ok(blocks >= 100, `only ${blocks} code blocks checked`);
    });
  });

  it("selecting a code block by hand and copying gives the same text as its Copy button", async () => {
    await suite.withPage(CLIPBOARD_PAGE, async (page) => {
      const mismatches: string[] = [];
      let blocks = 0;
      for (const route of [
        "/docs/api/send-message",
        "/docs/api/authentication",
        "/docs/protocols/ceefax",
        "/docs/destinations/http",
      ]) {
        await gotoHydrated(page, `${suite.baseUrl}${route}`);
        const pairs = await page.evaluate(async () => {
          const readAfter = async (act: () => void): Promise<string> => {
            const sentinel = `sentinel-${Math.random()}`;
            await navigator.clipboard.writeText(sentinel);
            act();
            const deadline = Date.now() + 3000;
            let text = sentinel;
            while (text === sentinel && Date.now() < deadline) {
              await new Promise((resolve) => requestAnimationFrame(resolve));
              text = await navigator.clipboard.readText();
            }
            return text === sentinel ? "(nothing was copied)" : text;
          };
          const results: Array<{ byHand: string; byButton: string }> = [];
          for (const figure of document.querySelectorAll("figure.code-block")) {
            const pre = figure.querySelector("pre") as HTMLElement;
            if (!pre.offsetParent) continue;
            // What a reader gets by dragging over the whole block and pressing Ctrl+C.
            const byHand = await readAfter(() => {
              const range = document.createRange();
              range.selectNodeContents(pre);
              const selection = window.getSelection();
              selection?.removeAllRanges();
              selection?.addRange(range);
              document.execCommand("copy");
              selection?.removeAllRanges();
            });
            const byButton = await readAfter(() => (figure.querySelector("button") as HTMLButtonElement).click());
            results.push({ byHand, byButton });
          }
          return results;
        });
        pairs.forEach((pair, index) => {
          blocks += 1;
          // A selection may carry the block's final line break; the lines themselves must match exactly.
          if (pair.byHand.replace(/\n$/, "") !== pair.byButton)
            mismatches.push(
              `${route}, block ${index + 1}:\n  by hand ${JSON.stringify(pair.byHand.slice(0, 200))}\n` +
                `  button  ${JSON.stringify(pair.byButton.slice(0, 200))}`,
            );
        });
      }
      assert.ok(blocks >= 10, `only ${blocks} visible code blocks compared`);
      assert.deepEqual(mismatches, [], mismatches.join("\n"));
    });
  });
});
