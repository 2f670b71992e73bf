// Shared helpers of the browser tests: serve the production build on 127.0.0.1 and drive Debian Chromium.
import type { AddressInfo } from "net";
import path from "path";
import { after, before } from "node:test";
import { chromium, type Browser, type Page } from "playwright-core";
import { createStaticServer } from "../src/server/static-server";

export const PROJECT_ROOT = path.join(__dirname, "..");
export const PUBLIC_DIR = path.join(PROJECT_ROOT, "public");

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export type Site = { readonly baseUrl: string; close(): Promise<void> };

/** Serves public/ on a free loopback port; close() stops it. */
export async function startSite(publicDir: string = PUBLIC_DIR): Promise<Site> {
  const server = createStaticServer(publicDir);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
}

/** Collects page errors and console errors so a test can assert the page ran cleanly. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/** Waits until Gatsby has rendered on the client (gatsby-browser marks <html data-hydrated>). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

/** Reads the spec's route table (one route a line, # comments). */
export function readRouteFixture(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
}

export type SuiteContext = { readonly baseUrl: string; readonly browser: Browser };

/** Registers before/after hooks that serve the build and start Chromium for the enclosing suite; read it inside tests. */
export function useSiteAndBrowser(): SuiteContext {
  let site: Site | undefined;
  let browser: Browser | undefined;
  before(async () => {
    site = await startSite();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });
  return {
    get baseUrl() {
      if (!site) throw new Error("The site is not started yet");
      return site.baseUrl;
    },
    get browser() {
      if (!browser) throw new Error("The browser is not started yet");
      return browser;
    },
  };
}
