// When a navigation starts and whether it failed, for the route-loading bar: from the reader's own acts (an internal
// link clicked, a step back or forward), so nothing reaches into Gatsby's page loader; Gatsby's route update ends it.
import { pageOfClick } from "./internal-links";
import { readString, removeKey, writeString } from "./storage";

const pathOnly = (path: string): string => path.split(/[?#]/)[0] ?? path;

export type NavigationHooks = {
  /** A navigation to another page began. */
  begin(path: string): void;
  /** The document was left while a navigation was under way: Gatsby reloads a page whose resources did not load. */
  leftBefore(path: string): void;
};

/**
 * Watches the reader's navigations in `win`; returns `routed`, to call when a route has updated (gatsby-browser's
 * onRouteUpdate), and `stop`.
 */
export function watchNavigations(
  win: Pick<Window, "addEventListener" | "removeEventListener" | "location">,
  hooks: NavigationHooks,
): { routed(pathname: string): void; stop(): void } {
  let onScreen = win.location.pathname;
  let pending: string | null = null;
  const start = (path: string): void => {
    if (pathOnly(path) === pathOnly(onScreen)) return;
    pending = path;
    hooks.begin(path);
  };
  // Capturing, so a click Gatsby's Link handles (and prevents) counts as much as one on a plain anchor.
  const onClick = (event: MouseEvent): void => {
    const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
    const page = anchor instanceof HTMLAnchorElement ? pageOfClick(event, anchor) : null;
    if (page) start(page);
  };
  const onPopState = (): void => start(win.location.pathname);
  const onPageHide = (): void => {
    if (pending) hooks.leftBefore(pending);
  };
  win.addEventListener("click", onClick, { capture: true });
  win.addEventListener("popstate", onPopState);
  win.addEventListener("pagehide", onPageHide);
  return {
    routed(pathname) {
      onScreen = pathname;
      pending = null;
    },
    stop() {
      win.removeEventListener("click", onClick, { capture: true });
      win.removeEventListener("popstate", onPopState);
      win.removeEventListener("pagehide", onPageHide);
    },
  };
}

/** Where a route left before it loaded waits for the reloaded page: a console message of the unloading one is lost. */
const LEFT_ROUTE_KEY = "route-left-before-loading";

/** Notes, for the page Gatsby reloads, the route whose resources did not load (lost only where storage is blocked). */
export function rememberLeftRoute(path: string): void {
  writeString(LEFT_ROUTE_KEY, path, "sessionStorage");
}

/** The route noted before the reload, if it is the page now open; the note is cleared either way. */
export function takeLeftRoute(pathname: string): string | null {
  const path = readString(LEFT_ROUTE_KEY, "sessionStorage");
  removeKey(LEFT_ROUTE_KEY, "sessionStorage");
  return path !== null && pathOnly(path) === pathname ? path : null;
}

export type ProgressDeps = {
  readonly delayMs: number;
  start(): void;
  done(): void;
  setTimer(callback: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
};

export type RouteProgress = {
  /** A navigation began: show the bar if it is still running after the delay. */
  begin(): void;
  /** The route updated (or the navigation ended): stop the timer and finish the bar if it showed. */
  end(): void;
};

/** The progress bar's timing: nothing for fast navigations, the bar after `delayMs`, finished on route update. */
export function createRouteProgress(deps: ProgressDeps): RouteProgress {
  let timer: unknown = null;
  let shown = false;
  return {
    begin() {
      if (timer !== null) deps.clearTimer(timer);
      timer = deps.setTimer(() => {
        timer = null;
        shown = true;
        deps.start();
      }, deps.delayMs);
    },
    end() {
      if (timer !== null) {
        deps.clearTimer(timer);
        timer = null;
      }
      if (shown) {
        shown = false;
        deps.done();
      }
    },
  };
}
