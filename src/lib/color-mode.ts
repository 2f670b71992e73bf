// Colour-mode rules shared by the toggle and by the inline script that sets the mode before the first paint.
import { toScriptLiteral } from "./inline-script";
import type { ColorMode, ColorModeChoice } from "../config/site";

export type ColorModeSettings = {
  readonly defaultMode: ColorMode;
  readonly respectPrefersColorScheme: boolean;
  readonly storageKey: string;
};

/** The media query that tells whether the operating system prefers dark colours. */
export const DARK_SCHEME_QUERY = "(prefers-color-scheme: dark)";

/** A stored value the reader may have chosen; anything else (corrupt, or "system" when it is off) gives null. */
export function parseColorModeChoice(value: string | null, respectPrefersColorScheme: boolean): ColorModeChoice | null {
  if (value === "light" || value === "dark") return value;
  if (value === "system" && respectPrefersColorScheme) return "system";
  return null;
}

/** The choice after one click on the toggle: light → dark → system → light, or light ⇄ dark without system. */
export function nextColorModeChoice(current: ColorModeChoice, respectPrefersColorScheme: boolean): ColorModeChoice {
  if (!respectPrefersColorScheme) return current === "dark" ? "light" : "dark";
  if (current === "light") return "dark";
  if (current === "dark") return "system";
  return "light";
}

/** The colours actually shown for a choice. */
export function resolveColorMode(choice: ColorModeChoice, prefersDark: boolean): ColorMode {
  if (choice === "system") return prefersDark ? "dark" : "light";
  return choice;
}

/**
 * Inline script for the <head>: applies the stored choice before the body paints, so a dark-mode reader never sees
 * a light flash. Mirrors parseColorModeChoice and resolveColorMode (tested against them).
 */
export function createColorModeScript(settings: ColorModeSettings): string {
  const key = toScriptLiteral(settings.storageKey);
  const fallback = toScriptLiteral(settings.defaultMode);
  const system = settings.respectPrefersColorScheme ? 'c==="system"' : "false";
  return (
    "(function(){var d=document.documentElement,c=null;" +
    `try{c=window.localStorage.getItem(${key})}catch(e){}` +
    `if(c!=="light"&&c!=="dark"&&!(${system}))c=${fallback};` +
    `var m=c==="system"?(window.matchMedia&&window.matchMedia(${toScriptLiteral(DARK_SCHEME_QUERY)})` +
    `.matches?"dark":"light"):c;` +
    'd.setAttribute("data-theme",m);d.setAttribute("data-theme-choice",c)})();'
  );
}
