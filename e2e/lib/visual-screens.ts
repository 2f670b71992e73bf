// The screens the visual regression suite compares and its update script records: which pages, at which sizes,
// drawn how, and where their baselines live.
import path from "path";
import type { Page } from "playwright-core";
import { gotoHydrated, type SuiteContext, type WatchedContextOptions } from "../harness";
import { readRenderEnvironment, type RenderEnvironment } from "./render-environment";

export const VISUAL_PAGES = [
  "/",
  "/docs/data",
  "/docs/category/concepts",
  "/docs/api/send-message",
  "/docs/protocols/ies/mo",
  "/docs/protocols/ceefax",
  "/docs/destinations/http",
  "/docs/ui/things",
] as const;
export const WIDTHS = [1366, 390] as const;
export const MODES = ["light", "dark"] as const;
/** Screens are cut at this height: the top of a long page holds its layout, and baselines stay small. */
export const MAX_HEIGHT = 3000;

export const BASELINE_DIR = path.join(__dirname, "..", "visual-baselines");
/** The machine the baselines were made on: the fonts Chromium resolved and its version. */
export const ENVIRONMENT_FILE = path.join(BASELINE_DIR, "environment.json");
/** A page of the set with prose and a code block, where the resolved fonts are read. */
export const FONT_PAGE = "/docs/api/send-message";
export const REGENERATE = "npm run test:visual:update";

/**
 * Freezes everything that moves or varies between runs (transitions, animations, the caret, the route progress bar)
 * and draws what `content-visibility: auto` skips off screen, so the whole screen and its fonts can be read.
 */
const FREEZE_CSS =
  "\n  *, *::before, *::after { transition: none !important; animation: none !important; " +
  "caret-color: transparent !important; scroll-behavior: auto !important; " +
  "content-visibility: visible !important; }\n" +
  "  #nprogress { display: none !important; }\n";

/** A context drawn the same on every run: the given colour mode, no motion, one device pixel per CSS pixel. */
export const frozenContext = (mode: "light" | "dark", width: number): WatchedContextOptions => ({
  viewport: { width, height: 900 },
  deviceScaleFactor: 1,
  reducedMotion: "reduce",
  colorScheme: mode,
  colorMode: mode,
});

/**
 * Loads a route and waits until it can no longer change: hydrated, fonts loaded, every image decoded (lazy ones too).
 */
export async function settle(page: Page, url: string): Promise<void> {
  await gotoHydrated(page, url);
  await page.addStyleTag({ content: FREEZE_CSS });
  await page.evaluate(async () => {
    for (const image of document.images) image.loading = "eager";
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((image) =>
        image.complete
          ? image.decode().catch(() => undefined)
          : new Promise((resolve) => {
              image.addEventListener("load", resolve, { once: true });
              image.addEventListener("error", resolve, { once: true });
            }),
      ),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  });
  await page.mouse.move(0, 0);
  await page.waitForLoadState("networkidle");
}

/** A screen's file name: "docs-api-send-message-390-dark" (the home page is "home"). */
export const screenName = (route: string, width: number, mode: string): string =>
  `${route === "/" ? "home" : route.slice(1).replace(/[^a-z0-9]+/gi, "-")}-${width}-${mode}`;

/** The top of a settled page (at most MAX_HEIGHT px), as a PNG. */
export async function takeScreen(page: Page, url: string, width: number): Promise<Buffer> {
  await settle(page, url);
  const height = Math.min(MAX_HEIGHT, await page.evaluate(() => document.documentElement.scrollHeight));
  return page.screenshot({
    fullPage: true,
    clip: { x: 0, y: 0, width, height },
    animations: "disabled",
    caret: "hide",
  });
}

/** The fonts Chromium resolves and its version, read from the font page of the suite's build, drawn as screens are. */
export function readScreensEnvironment(suite: SuiteContext): Promise<RenderEnvironment> {
  return suite.withPage(frozenContext("light", WIDTHS[0]), async (page) => {
    await settle(page, `${suite.baseUrl}${FONT_PAGE}`);
    return readRenderEnvironment(page);
  });
}
