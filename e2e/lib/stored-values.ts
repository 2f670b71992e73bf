// Values a watched context's pages find in localStorage before any of their own scripts run.
import type { BrowserContext } from "playwright-core";
import { siteConfig } from "../../src/config/site";

/**
 * Stores `value` under `key` in every page of `context` from its next document on (pages already open included).
 * Documents with an opaque origin (the about:blank a new page starts on) are skipped: reading localStorage there throws
 * a page error the harness would rightly report, as it does for the harness's own `colorMode` option today.
 */
export async function storeBeforeScripts(context: BrowserContext, key: string, value: string): Promise<void> {
  await context.addInitScript(
    ([storageKey, stored]) => {
      if (window.origin !== "null") localStorage.setItem(storageKey, stored);
    },
    [key, value] as const,
  );
}

/** The colour mode the context's pages start in, stored as the reader's choice (see storeBeforeScripts). */
export const startInColorMode = (context: BrowserContext, mode: "light" | "dark"): Promise<void> =>
  storeBeforeScripts(context, siteConfig.colorMode.storageKey, mode);
