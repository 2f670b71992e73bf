// Every control a keyboard reaches shows a focus ring with at least 3:1 contrast against what surrounds it (WCAG 2.2
// 1.4.11 and 2.4.11), in both colour modes; heading anchor links are among the stops and show when focused.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { finishAnimations, gotoHydrated, setUpSiteAndBrowser } from "./harness";

const MIN_CONTRAST = 3;
/** Control types the walk must meet on these pages, so a control dropping out of the tab order fails too. */
const EXPECTED_TYPES = [
  "announcement link",
  "announcement button",
  "navbar link",
  "navbar button",
  "sidebar link",
  "sidebar button",
  "heading anchor link",
  "content link",
  "code block",
  "code copy button",
  "content tab",
  "table region",
  "toc link",
  "pager link",
];

type Stop = {
  type: string;
  name: string;
  ring: string;
  against: string;
  contrast: number | null;
  anchorShown: boolean;
};

/**
 * Reads the focused element's ring: outline colour (or a
 * box-shadow ring) against the nearest opaque background behind it.
 */
function readFocusedStop(): Stop | null {
  type Rgba = [number, number, number, number];
  const parse = (value: string): Rgba | null => {
    const numbers = value.match(/-?[\d.]+/g)?.map(Number) ?? [];
    if (value.startsWith("rgb")) return [numbers[0] ?? 0, numbers[1] ?? 0, numbers[2] ?? 0, numbers[3] ?? 1];
    if (value.startsWith("color(srgb"))
      return [(numbers[0] ?? 0) * 255, (numbers[1] ?? 0) * 255, (numbers[2] ?? 0) * 255, numbers[3] ?? 1];
    return null;
  };
  const over = (top: Rgba, bottom: Rgba): Rgba =>
    [0, 1, 2]
      .map((index) => (top[index] as number) * top[3] + (bottom[index] as number) * (1 - top[3]))
      .concat(1) as Rgba;
  const luminance = ([r, g, b]: Rgba): number => {
    const channel = (value: number) => {
      const srgb = value / 255;
      return srgb <= 0.03928 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return null;
  const style = getComputedStyle(element);
  const offset = parseFloat(style.outlineOffset);
  // Behind the ring: the element's own background when the ring is drawn inside it, else its ancestors'.
  const layers: Rgba[] = [];
  for (let node: Element | null = offset < 0 ? element : element.parentElement; node; node = node.parentElement) {
    const colour = parse(getComputedStyle(node).backgroundColor);
    if (colour && colour[3] > 0) layers.push(colour);
    if (colour && colour[3] >= 1) break;
  }
  let background: Rgba = [255, 255, 255, 1];
  if (layers.length === 0 || (layers[layers.length - 1] as Rgba)[3] < 1)
    background = parse(getComputedStyle(document.documentElement).backgroundColor) ?? background;
  for (const layer of layers.reverse()) background = over(layer, background);
  const hasOutline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 1;
  const ringSource = hasOutline
    ? style.outlineColor
    : (/(rgba?\([^)]*\)|color\([^)]*\))/.exec(style.boxShadow)?.[1] ?? "");
  const ringParsed = parse(ringSource);
  const opacity = parseFloat(style.opacity);
  const ring = ringParsed
    ? over([ringParsed[0], ringParsed[1], ringParsed[2], ringParsed[3] * opacity], background)
    : null;
  const contrast = ring
    ? (Math.max(luminance(ring), luminance(background)) + 0.05) /
      (Math.min(luminance(ring), luminance(background)) + 0.05)
    : null;

  const inside = (selector: string) => element.closest(selector) !== null;
  const tag = element.tagName.toLowerCase();
  const role = element.getAttribute("role");
  const kind =
    role === "tab"
      ? "tab"
      : role === "region"
        ? "region"
        : tag === "a"
          ? "link"
          : tag === "button"
            ? "button"
            : tag === "pre"
              ? "block"
              : tag;
  const type = element.classList.contains("anchor-link")
    ? "heading anchor link"
    : inside(".announcement-bar")
      ? `announcement ${kind}`
      : inside(".navbar")
        ? `navbar ${kind}`
        : inside(".docs-sidebar")
          ? `sidebar ${kind}`
          : inside(".table-of-contents")
            ? `toc ${kind}`
            : inside('nav[aria-label="Docs pages"]')
              ? `pager ${kind}`
              : inside("figure.code-block")
                ? kind === "button"
                  ? "code copy button"
                  : "code block"
                : role === "region" && element.classList.contains("table-wrapper")
                  ? "table region"
                  : `content ${kind}`;
  const name = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 50);
  return {
    type,
    name,
    ring: ring ? `rgb(${ring.slice(0, 3).map(Math.round).join(", ")})` : "none",
    against: `rgb(${background.slice(0, 3).map(Math.round).join(", ")})`,
    contrast,
    anchorShown: !element.classList.contains("anchor-link") || opacity === 1,
  };
}

/** Tabs through the page from the top until focus comes back round (or a limit), reading each stop. */
async function walkTabStops(page: Page, limit = 400): Promise<Stop[]> {
  const stops: Stop[] = [];
  const seen = new Set<string>();
  await page.keyboard.press("Tab");
  for (let index = 0; index < limit; index += 1) {
    // Let transitions that reveal a ring or a control (opacity, colour) finish, the one the focus has just started too.
    await finishAnimations(page);
    const key = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return "";
      const path: string[] = [];
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement)
        path.push(`${node.tagName}:${[...(node.parentElement?.children ?? [])].indexOf(node)}`);
      return path.join("/");
    });
    if (key !== "" && seen.has(key)) break;
    seen.add(key);
    const stop = await page.evaluate(readFocusedStop);
    if (stop) stops.push(stop);
    await page.keyboard.press("Tab");
  }
  return stops;
}

describe("focus rings", () => {
  const suite = setUpSiteAndBrowser();

  for (const mode of ["light", "dark"] as const) {
    it(`${mode} mode: each keyboard stop has a ring of at least ${MIN_CONTRAST}:1 against its background`, async () => {
      await suite.withPage({ colorMode: mode, viewport: { width: 1366, height: 900 } }, async (page) => {
        const stops: Stop[] = [];
        for (const route of ["/docs/api/get-message", "/docs/api/send-message"]) {
          await gotoHydrated(page, `${suite.baseUrl}${route}`);
          stops.push(...(await walkTabStops(page)));
        }
        const weak = stops
          .filter((stop) => stop.contrast === null || stop.contrast < MIN_CONTRAST)
          .map(
            (stop) =>
              `${stop.type} "${stop.name}": ring ${stop.ring} ` +
              `on ${stop.against} = ${stop.contrast?.toFixed(2) ?? "no ring"}`,
          );
        const hiddenAnchors = stops.filter((stop) => !stop.anchorShown).map((stop) => stop.name);
        const byType = new Map<string, number>();
        for (const stop of stops)
          byType.set(stop.type, Math.min(byType.get(stop.type) ?? Infinity, stop.contrast ?? 0));
        console.log(
          `${mode}: ${stops.length} stops; ` +
            `lowest contrast per type: ` +
            `${[...byType].map(([type, contrast]) => `${type} ${contrast.toFixed(2)}`).join(", ")}`,
        );
        assert.deepEqual(weak, [], weak.join("\n"));
        assert.deepEqual(hiddenAnchors, [], "heading anchor links that stay invisible when focused");
        const missing = EXPECTED_TYPES.filter((type) => !byType.has(type));
        assert.deepEqual(missing, [], `control types the keyboard never reached: ${missing.join(", ")}`);
      });
    });
  }
});
