// Watches Gatsby's page loads during navigation: drives the delayed progress bar and reports failed preloads.

export type PageResourcesLike = { readonly status?: string } | null | undefined;
export type PageLoader = { loadPage(path: string): Promise<PageResourcesLike> };

export type RouteLoadingHooks = {
  /** Path (with query) of the page on screen, to tell a navigation from the first load. */
  currentPath(): string;
  /** A navigation to `path` started loading its page data and code. */
  onStart(path: string): void;
  /** The page's resources could not be loaded; Gatsby falls back to a full page load. */
  onFailure(path: string, error: unknown): void;
};

const pathOnly = (path: string): string => path.split(/[?#]/)[0] ?? path;

/** Wraps `loader.loadPage` so every navigation reports its start and its failure. */
export function watchPageLoads(loader: PageLoader, hooks: RouteLoadingHooks): void {
  const original = loader.loadPage.bind(loader);
  loader.loadPage = (path: string) => {
    const navigating = pathOnly(path) !== pathOnly(hooks.currentPath());
    if (navigating) hooks.onStart(path);
    return original(path).then(
      (resources) => {
        if (navigating && (!resources || resources.status === "error"))
          hooks.onFailure(path, new Error(`Page resources for ${path} could not be loaded`));
        return resources;
      },
      (error: unknown) => {
        if (navigating) hooks.onFailure(path, error);
        throw error;
      },
    );
  };
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
