// What a reader sees in tables, code blocks and the table of contents, measured in Chromium at phone and desktop
// widths: identifiers never break inside a word, a wider table shows that it scrolls, the copy button covers no code,
// and a code block keeps its height when it is drawn.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { gotoHydrated, setUpSiteAndBrowser } from "./harness";

const TABLE_PAGES = ["/docs/api/send-message", "/docs/protocols/ies/mo", "/docs/protocols/ceefax"];
const CODE_PAGES = ["/docs/api/send-message", "/docs/api/authentication", "/docs/protocols/ceefax"];
/** Long pages of code, with titled and one-line blocks. */
const LONG_PAGES = ["/docs/api/send-message", "/docs/destinations/mqtt", "/docs/lingo/mo", "/docs/api/authentication"];
const WIDTHS = [390, 1366] as const;

/**
 * Line breaks inside the given elements' text that fall where
 * `allowed` does not permit them, as "text: …before|after…".
 */
async function findBadBreaks(
  page: Page,
  selector: string,
  allowed: "slash-dot" | "slash-dot-camel",
): Promise<string[]> {
  return page.evaluate(
    ({ selector, allowed }) => {
      const bad: string[] = [];
      for (const element of document.querySelectorAll(selector)) {
        if (!(element as HTMLElement).offsetParent) continue;
        const chars: Array<{ char: string; top: number }> = [];
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? "";
          for (let offset = 0; offset < text.length; offset += 1) {
            const range = document.createRange();
            range.setStart(node, offset);
            range.setEnd(node, offset + 1);
            const rect = range.getClientRects()[0];
            const char = text.charAt(offset);
            // A space where a line wraps has no box of its own: keep it (on the line it ends), it is a valid break.
            if (rect && rect.width > 0) chars.push({ char, top: rect.top });
            else if (/\s/.test(char) && chars.length > 0)
              chars.push({ char, top: (chars[chars.length - 1] as { top: number }).top });
          }
        }
        for (let index = 1; index < chars.length; index += 1) {
          const before = chars[index - 1] as { char: string; top: number };
          const after = chars[index] as { char: string; top: number };
          if (Math.abs(after.top - before.top) < 3) continue;
          const atSeparator = /[/.\s-]/.test(before.char) || /\s/.test(after.char);
          const atCamel = allowed === "slash-dot-camel" && /[a-z0-9]/.test(before.char) && /[A-Z]/.test(after.char);
          if (!atSeparator && !atCamel) {
            const text = chars.map((entry) => entry.char).join("");
            bad.push(`${text.slice(0, index)}|${text.slice(index)}`);
          }
        }
      }
      return bad;
    },
    { selector, allowed },
  );
}

describe("reading layout", () => {
  const suite = setUpSiteAndBrowser();

  /** Opens each route at `width` in light mode and gathers what `check` finds wrong there, prefixed with the route. */
  const checkRoutes = async (
    width: number,
    routes: readonly string[],
    check: (page: Page, route: string) => Promise<string[]>,
  ): Promise<string[]> =>
    suite.withPage({ colorMode: "light", viewport: { width, height: 900 } }, async (page) => {
      const problems: string[] = [];
      for (const route of routes) {
        await gotoHydrated(page, `${suite.baseUrl}${route}`);
        problems.push(...(await check(page, route)).map((text) => `${route}: ${text}`));
      }
      return problems;
    });

  for (const width of WIDTHS) {
    it(`${width} px: table code breaks only after / or .; regions named, focusable, shadow on overflow`, async () => {
      let overflowing = 0;
      const problems = await checkRoutes(width, TABLE_PAGES, async (page, route) => {
        const found = await findBadBreaks(page, "td code, th code", "slash-dot");
        const regions = await page.$$eval(".table-wrapper", (wrappers) =>
          wrappers.map((wrapper) => ({
            name: wrapper.getAttribute("aria-label") ?? "",
            role: wrapper.getAttribute("role"),
            tabIndex: (wrapper as HTMLElement).tabIndex,
          })),
        );
        assert.ok(regions.length > 0, `${route}: no tables found`);
        const names = regions.map((region) => region.name);
        assert.equal(new Set(names).size, names.length, `${route}: table names repeat: ${names.join(", ")}`);
        for (const region of regions) {
          assert.equal(region.role, "region");
          assert.equal(region.tabIndex, 0, `${route}: table "${region.name}" is not keyboard-focusable`);
          assert.notEqual(region.name, "Table", `${route}: a table has only the generic name`);
        }
        // Every table wider than its box shows the shadow at the end once in view, then at the start once scrolled to
        // the end (the shadows' fade is switched off so each reading is the end state). A table is measured once drawn:
        // each is brought into view first, as a reader meets it.
        await page.addStyleTag({
          content: ".table-frame::before, .table-frame::after { transition: none !important; }",
        });
        const cues = await page.$$eval(".table-frame", async (frames) => {
          const results: Array<{ overflow: boolean; endBefore: string; startAfter: string; endAfter: string }> = [];
          const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          for (const element of frames) {
            const box = element.querySelector(".table-wrapper") as HTMLElement;
            element.scrollIntoView({ block: "center" });
            const overflow = box.scrollWidth > box.clientWidth + 1;
            for (let wait = 0; wait < 10 && overflow !== element.hasAttribute("data-more-end"); wait += 1)
              await frame();
            const endBefore = getComputedStyle(element, "::after").opacity;
            box.scrollLeft = box.scrollWidth;
            await frame();
            results.push({
              overflow,
              endBefore,
              startAfter: getComputedStyle(element, "::before").opacity,
              endAfter: element.hasAttribute("data-more-end") ? "1" : "0",
            });
            box.scrollLeft = 0;
          }
          return results;
        });
        for (const [index, cue] of cues.entries()) {
          if (!cue.overflow) {
            if (cue.endBefore !== "0") found.push(`table ${index + 1} fits but shows a scroll shadow`);
            continue;
          }
          overflowing += 1;
          if (cue.endBefore !== "1") found.push(`table ${index + 1} overflows without a shadow at its end`);
          if (cue.endAfter !== "0" || cue.startAfter === "0")
            found.push(`table ${index + 1} scrolled to the end keeps the end shadow or shows none at the start`);
        }
        return found;
      });
      if (width === 390) assert.ok(overflowing > 0, "no table overflows at 390 px: the scroll cue went untested");
      assert.deepEqual(problems, [], problems.join("\n"));
    });

    it(`${width} px: the copy button hides no code: one-liners at the start, first lines scrolled right`, async () => {
      let blocks = 0;
      const problems = await checkRoutes(width, CODE_PAGES, async (page) => {
        const found = await page.$$eval("figure.code-block", (figures) => {
          const overlaps: string[] = [];
          let checked = 0;
          const firstLineTextRight = (pre: HTMLElement): number => {
            const line = pre.querySelector(".code-line") ?? pre;
            const range = document.createRange();
            range.selectNodeContents(line);
            const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
            return Math.max(...rects.map((rect) => rect.right));
          };
          for (const figure of figures) {
            const pre = figure.querySelector("pre") as HTMLElement;
            const button = figure.querySelector("button") as HTMLElement;
            if (!pre.offsetParent) continue;
            checked += 1;
            const buttonLeft = button.getBoundingClientRect().left;
            const visibleRight = pre.getBoundingClientRect().right;
            const label = (pre.textContent ?? "").split("\n")[0]?.slice(0, 60);
            // A one-line block, scrolled to the start: its code ends before the button wherever it ends.
            const atStart = firstLineTextRight(pre);
            const oneLine = pre.querySelectorAll(".code-line").length === 1;
            if (oneLine && Math.min(atStart, visibleRight) > buttonLeft) overlaps.push(`start: ${label}`);
            // Scrolled to the end: the first line's end is clear of the button.
            pre.scrollLeft = pre.scrollWidth;
            const atEnd = firstLineTextRight(pre);
            if (atEnd <= visibleRight && atEnd > buttonLeft) overlaps.push(`end: ${label}`);
            pre.scrollLeft = 0;
          }
          return { overlaps, checked };
        });
        blocks += found.checked;
        return found.overlaps;
      });
      assert.ok(blocks >= 10, `only ${blocks} visible code blocks checked`);
      assert.deepEqual(problems, [], problems.join("\n"));
    });

    it(`${width} px: a code block drawn as it comes into view keeps the height kept for it`, async () => {
      let waited = 0;
      const problems = await checkRoutes(width, LONG_PAGES, async (page) => {
        const found = await page.$$eval("figure.code-block", (figures) => {
          // Shown (not in a hidden tab) yet not drawn: off screen, content-visibility skips what it holds.
          const waiting = figures.filter(
            (figure) =>
              figure.checkVisibility() &&
              !figure.querySelector("pre")?.checkVisibility({ contentVisibilityAuto: true }),
          );
          const kept = waiting.map((figure) => figure.getBoundingClientRect().height);
          const draw = document.createElement("style");
          draw.textContent = "figure.code-block { content-visibility: visible !important; }";
          document.head.append(draw);
          const moved = waiting.flatMap((figure, index) => {
            const drawn = figure.getBoundingClientRect().height;
            // What the build cannot know: a desktop browser's horizontal scrollbar under a wide sample (a phone's
            // floats over the code), and the lines of a long title beyond its first on a narrow screen.
            const pre = figure.querySelector("pre") as HTMLElement;
            const scrollbar = pre.offsetHeight - pre.clientHeight;
            const caption = figure.querySelector("figcaption");
            const title = document.createRange();
            if (caption) title.selectNodeContents(caption);
            const titleLines = new Set([...title.getClientRects()].map((line) => Math.round(line.top))).size;
            const wrappedTitle = caption
              ? Math.max(0, titleLines - 1) * parseFloat(getComputedStyle(caption).lineHeight)
              : 0;
            const label = (pre.textContent ?? "").split("\n")[0]?.slice(0, 50);
            return Math.abs(drawn - (kept[index] ?? 0)) > scrollbar + wrappedTitle + 1
              ? [`"${label}": ${kept[index]} px kept, ${drawn} px drawn`]
              : [];
          });
          draw.remove();
          return { moved, waited: waiting.length };
        });
        waited += found.waited;
        return found.moved;
      });
      assert.ok(waited >= 10, `only ${waited} code blocks waited off screen: the check went untested`);
      assert.deepEqual(problems, [], problems.join("\n"));
    });
  }

  it("1366 px: table-of-contents entries fit their column, breaking identifiers only at / . or camelCase", async () => {
    await suite.withPage({ colorMode: "light", viewport: { width: 1366, height: 900 } }, async (page) => {
      const problems: string[] = [];
      for (const route of TABLE_PAGES) {
        await gotoHydrated(page, `${suite.baseUrl}${route}`);
        const overflowing = await page.$$eval(".table-of-contents a", (links) =>
          links
            .filter(
              (link) =>
                link.scrollWidth > link.clientWidth + 1 || link.getBoundingClientRect().right > window.innerWidth,
            )
            .map((link) => link.textContent ?? ""),
        );
        problems.push(...overflowing.map((text) => `${route}: "${text}" runs past its column`));
        problems.push(
          ...(await findBadBreaks(page, ".table-of-contents a", "slash-dot-camel")).map((text) => `${route}: ${text}`),
        );
      }
      const longEntry = await page
        .goto(`${suite.baseUrl}/docs/api/send-message`)
        .then(() => page.locator(".table-of-contents a", { hasText: "Data/DoSend" }).count());
      assert.ok(
        longEntry > 0,
        "the long Data/DoSend… entry is no longer in the send-message TOC: pick another long entry",
      );
      assert.deepEqual(problems, [], problems.join("\n"));
    });
  });
});
