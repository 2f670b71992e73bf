// Shared helpers of the browser tests: serve the production build on 127.0.0.1 and drive Debian Chromium.
import { spawnSync } from "child_process";
import fs from "fs";
import type { AddressInfo } from "net";
import path from "path";
import { after, before } from "node:test";
import AxeBuilder from "@axe-core/playwright";
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import { createStaticServer } from "../src/server/static-server";
import { withContext, withPage, type WatchedContextOptions } from "./lib/browser-session";

export {
  startInColorMode,
  storeBeforeScripts,
  withContext,
  withPage,
  type WatchedContextOptions,
} from "./lib/browser-session";

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

/** Waits until Gatsby has rendered on the client (gatsby-browser marks <html data-hydrated>). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

/** Opens `url` and waits until the app has hydrated: the page as a reader can use it. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/** Opens `url` in a new tab of `context` and waits until it has hydrated: a second visit, storage shared. */
export async function openAfresh(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await gotoHydrated(page, url);
  return page;
}

/**
 * Clicks `target` once it has stayed put for a moment, as a reader clicks what they see: scrolled into view, the page
 * draws the tables that were skipped off screen, which can move what lies below them in the first frames. The box is
 * read from outside the page, so this works with JavaScript off too.
 */
export async function clickOnceSettled(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  let last = JSON.stringify(await target.boundingBox());
  for (let still = 0, reads = 0; still < 3 && reads < 100; reads += 1) {
    await target.page().waitForTimeout(40);
    const box = JSON.stringify(await target.boundingBox());
    still = box === last ? still + 1 : 0;
    last = box;
  }
  await target.click();
}

/**
 * Holds back the requests matching `pattern` until `release()`, so a test can look at the page while they are pending.
 * `requested` resolves once the browser asked for one: from then on the page is waiting for it.
 */
export async function holdRequests(
  page: Page,
  pattern: RegExp,
): Promise<{ readonly requested: Promise<void>; release(): void }> {
  let markRequested = (): void => undefined;
  let release = (): void => undefined;
  const requested = new Promise<void>((resolve) => {
    markRequested = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    markRequested();
    await released;
    await route.continue().catch(() => undefined);
  });
  return { requested, release };
}

/** Reads the table of routes every build must serve (one route a line, # comments). */
export function readRouteFixture(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
}

export type SuiteContext = {
  readonly baseUrl: string;
  readonly browser: Browser;
  /** withContext on this suite's browser, with the site's own addresses shortened to their paths in problem lines. */
  withContext<T>(options: WatchedContextOptions, run: (context: BrowserContext) => Promise<T>): Promise<T>;
  /** withPage on this suite's browser (see withContext). */
  withPage<T>(options: WatchedContextOptions, run: (page: Page, context: BrowserContext) => Promise<T>): Promise<T>;
};

/**
 * Registers before/after hooks that serve the build and start Chromium for the enclosing suite; read it inside tests.
 */
export function setUpSiteAndBrowser(): SuiteContext {
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
  return suiteOn(
    () => site?.baseUrl,
    () => browser,
  );
}

/** A suite context over a site and a browser that its own hooks start (a develop server, a fixture build). */
export function suiteOn(baseUrl: () => string | undefined, browser: () => Browser | undefined): SuiteContext {
  const started = () => {
    const url = baseUrl();
    const chromiumBrowser = browser();
    if (!url) throw new Error("The site is not started yet");
    if (!chromiumBrowser) throw new Error("The browser is not started yet");
    return { url, chromiumBrowser };
  };
  return {
    get baseUrl() {
      return started().url;
    },
    get browser() {
      return started().chromiumBrowser;
    },
    withContext: (options, run) => withContext(started().chromiumBrowser, options, run, new URL(started().url).origin),
    withPage: (options, run) => withPage(started().chromiumBrowser, options, run, new URL(started().url).origin),
  };
}

/** Runs `gatsby build` in the project with extra environment variables (fixture content, search settings). */
export function runGatsbyBuild(env: NodeJS.ProcessEnv, timeoutMs = 300_000): { status: number | null; output: string } {
  const result = spawnSync(path.join(PROJECT_ROOT, "node_modules", ".bin", "gatsby"), ["build"], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    encoding: "utf8",
    timeout: timeoutMs,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Every file below `dir`, recursively. */
export function listFilesBelow(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? listFilesBelow(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
}

/** The search modal and its search box. */
export const searchDialog = (page: Page) => page.getByRole("dialog", { name: "Search the documentation" });
export const searchBox = (page: Page) => searchDialog(page).getByRole("combobox", { name: "Search the documentation" });

/** Opens the search dialog with Ctrl+K, searches for `query` and opens the first hit with Enter. */
export async function openFirstSearchHit(page: Page, query: string): Promise<void> {
  await page.keyboard.press("Control+K");
  await searchBox(page).fill(query);
  await searchDialog(page).getByRole("option").first().waitFor();
  await page.keyboard.press("Enter");
}

/** The navbar's colour mode toggle. */
const colorModeToggle = (page: Page) => page.getByRole("button", { name: /Switch between dark and light mode/ });

/** Clicks the navbar's colour mode toggle once (light → dark → system). */
export const clickColorModeToggle = (page: Page): Promise<void> => colorModeToggle(page).click();

/**
 * Switches a page shown in light mode to dark with the toggle's own click (no pointer left hovering anything), with
 * transitions turned off first: what is read next is the colours they would end at, at once, without frames of fading
 * to draw and wait for. Any other finite animation is waited for.
 */
export async function switchToDarkMode(page: Page): Promise<void> {
  await page.addStyleTag({ content: "*, *::before, *::after { transition: none !important; }" });
  await colorModeToggle(page).dispatchEvent("click");
  await page.waitForSelector('html[data-theme="dark"]', { state: "attached" });
  await finishAnimations(page);
}

/**
 * Waits for every finite animation and transition of the page to finish. Reading the animations brings the styles up
 * to date first, so one a style change has just started is among them.
 */
export async function finishAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Waits until no finite animation is running (one the reduced-motion rules do not cover), so colours are read as
 * shown, not mid-fade; a loading spinner never ends and is not waited for.
 */
export async function waitForAnimationsToStop(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
  );
}

type AxeViolationLike = {
  readonly id: string;
  readonly impact?: string | null;
  readonly help: string;
  readonly nodes: ReadonlyArray<{ readonly target: ReadonlyArray<unknown> }>;
};

/** One line per violation (of the given impacts, or any): "route [impact] rule: help (targets)". */
function formatAxeViolations(
  violations: readonly AxeViolationLike[],
  route: string,
  impacts?: ReadonlySet<string>,
): string[] {
  return violations
    .filter((violation) => !impacts || impacts.has(violation.impact ?? ""))
    .map((violation) => {
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(" "));
      return `${route} [${violation.impact ?? "?"}] ${violation.id}: ${violation.help} (${targets.join("; ")})`;
    });
}

/**
 * axe's violations on the page for these tags and any extra rules (or only the rules named in `onlyRules`), one line
 * each: "route [impact] rule: help (targets)".
 */
export async function findAxeViolations(
  page: Page,
  route: string,
  tags: readonly string[],
  impacts?: ReadonlySet<string>,
  extraRules: readonly string[] = [],
  onlyRules?: readonly string[],
): Promise<string[]> {
  // A rule enabled by name runs besides the tags' rules (axe's runOnly by tag plus rules { enabled }). Legacy mode runs
  // axe in the page itself; the default opens a second page per call to merge frame results (no iframes here).
  const rules = Object.fromEntries(extraRules.map((rule) => [rule, { enabled: true }]));
  const builder = new AxeBuilder({ page })
    .options({ rules })
    .withTags([...tags])
    .setLegacyMode(true);
  const results = await (onlyRules ? builder.withRules([...onlyRules]) : builder).analyze();
  return formatAxeViolations(results.violations, route, impacts);
}

/** axe's violations (any rule, any impact) inside the elements the selectors match, one line each: "rule: targets". */
export async function findAxeViolationsInside(page: Page, selectors: readonly string[]): Promise<string[]> {
  const builder = selectors.reduce((axe, selector) => axe.include(selector), new AxeBuilder({ page }));
  const results = await builder.analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

/**
 * The violations of just these rules on a page where findAxeViolations has run since it loaded: axe is still in the
 * page, so it runs again as it is (its source, half a megabyte, is not injected and compiled a second time).
 */
export async function findAxeViolationsAgain(
  page: Page,
  route: string,
  onlyRules: readonly string[],
): Promise<string[]> {
  const violations = await page.evaluate(
    async (values) => {
      const axe = (window as unknown as { axe?: typeof import("axe-core") }).axe;
      if (!axe) throw new Error("axe is not in the page: run findAxeViolations on it first");
      const results = await axe.run(document, { runOnly: { type: "rule", values } });
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.map((node) => ({ target: node.target.map(String) })),
      }));
    },
    [...onlyRules],
  );
  return formatAxeViolations(violations, route);
}

/**
 * Records the page's requests from now on. settled() proves the record is complete up to that moment: it adds a control
 * image and waits until its request is seen (requests reach
 * the listener in order), then returns the URLs seen before it.
 */
/** A transparent 1×1 PNG: the answer to a control image, which the site does not have. */
const CONTROL_PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

export function watchRequests(page: Page): { settled(): Promise<URL[]> } {
  const seen: URL[] = [];
  page.on("request", (request) => seen.push(new URL(request.url())));
  let controls = 0;
  return {
    async settled() {
      const control = `/request-control-${++controls}-${Date.now()}.png`;
      // Answered here, so proving the record complete adds no 404 to the problems the harness watches.
      await page.route(`**${control}`, (route) =>
        route.fulfill({ status: 200, contentType: "image/png", body: CONTROL_PIXEL }),
      );
      const requested = page.waitForRequest((request) => new URL(request.url()).pathname === control);
      await page.evaluate((src) => {
        const image = new Image();
        image.src = src;
      }, control);
      await requested;
      const index = seen.findIndex((url) => url.pathname === control);
      return seen.slice(0, index);
    },
  };
}

/**
 * Clicks each Copy button that `buttonSelector` finds (or only the one at `only`) and returns what each put on the
 * clipboard, waiting for the clipboard to change from a sentinel:
 * a signal, not a sleep. The context needs clipboard permissions.
 */
export async function copyFromButtons(page: Page, buttonSelector: string, only?: number): Promise<string[]> {
  return page.evaluate(
    async ({ selector, index }) => {
      const buttons = Array.from(document.querySelectorAll<HTMLButtonElement>(selector));
      const texts: string[] = [];
      for (const button of index === null ? buttons : buttons.slice(index, index + 1)) {
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
    },
    { selector: buttonSelector, index: only ?? null },
  );
}
