// What a screenshot's pixels depend on besides the site (the fonts Chromium resolves, its version), read from a page
// and compared with the record kept beside the visual baselines.
import fs from "fs";
import type { Page } from "playwright-core";

/** The machine a set of baselines was made on, as far as rendering goes. */
export type RenderEnvironment = {
  /** Chromium's full version: recorded, and named when screens differ, since a new Skia can move pixels. */
  readonly chromium: string;
  /** The font family Chromium actually draws each kind of text with (not the CSS list): body prose and code. */
  readonly fonts: { readonly text: string; readonly code: string };
};

/** Elements whose text shows which fonts were resolved: a paragraph of the article and a code block. */
export const FONT_PROBES = { text: "article p", code: "article pre code span" } as const;

/**
 * The family that draws most of the glyphs of the first laid-out element matching `selector`, as Chromium reports it
 * (CSS.getPlatformFontsForNode): the font it resolved, not the CSS list.
 */
async function resolvedFamily(page: Page, selector: string): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeIds } = await cdp.send("DOM.querySelectorAll", { nodeId: root.nodeId, selector });
    for (const nodeId of nodeIds) {
      const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
      const main = [...fonts].sort((a, b) => b.glyphCount - a.glyphCount)[0];
      if (main) return main.familyName;
    }
    throw new Error(
      `Chromium drew no glyphs for any of the ${nodeIds.length} elements matching ${selector} on ${page.url()}`,
    );
  } finally {
    await cdp.detach();
  }
}

/** The running machine's environment, read from a loaded page that has an article paragraph and a code block. */
export async function readRenderEnvironment(page: Page): Promise<RenderEnvironment> {
  const browser = page.context().browser();
  if (!browser) throw new Error("the page has no browser");
  return {
    chromium: browser.version(),
    fonts: { text: await resolvedFamily(page, FONT_PROBES.text), code: await resolvedFamily(page, FONT_PROBES.code) },
  };
}

const major = (version: string): string => version.split(".")[0] ?? version;

/** How the running machine's fonts differ from the baselines' (empty when screenshots can be compared). */
export function environmentDifferences(recorded: RenderEnvironment, current: RenderEnvironment): string[] {
  const differences: string[] = [];
  for (const kind of ["text", "code"] as const) {
    if (recorded.fonts[kind] !== current.fonts[kind])
      differences.push(`${kind} drawn in "${current.fonts[kind]}" here, "${recorded.fonts[kind]}" for the baselines`);
  }
  return differences;
}

/** Says that Chromium's major version differs from the baselines', or null when it does not. */
export function chromiumNote(recorded: RenderEnvironment, current: RenderEnvironment): string | null {
  return major(recorded.chromium) === major(current.chromium)
    ? null
    : `Chromium ${current.chromium} here, ${recorded.chromium} for the baselines`;
}

export function readRecordedEnvironment(file: string): RenderEnvironment | null {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as RenderEnvironment) : null;
}

export function writeRecordedEnvironment(file: string, environment: RenderEnvironment): void {
  fs.writeFileSync(file, `${JSON.stringify(environment, null, 2)}\n`);
}
