// Browser state for jsdom tests: which media queries match, and a page with no colour mode stored or applied.
import { DARK_SCHEME_QUERY } from "../lib/color-mode";

/** Makes window.matchMedia answer true for the given queries only (jsdom has no matchMedia of its own). */
export function matchMediaQueries(matching: readonly string[]): void {
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    value: (query: string) => ({
      matches: matching.includes(query),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }),
  });
}

/** The operating system's colour preference, as the colour mode code reads it. */
export const setPrefersDark = (dark: boolean): void => matchMediaQueries(dark ? [DARK_SCHEME_QUERY] : []);

/** Clears stored choices and the root's theme attributes, as on a first visit. */
export function resetColorMode(): void {
  window.localStorage.clear();
  document.documentElement.removeAttribute("data-theme");
  document.documentElement.removeAttribute("data-theme-choice");
}
