// The route-loading bar: a thin bar at the top of the window for navigations slower than 200 ms.
import { siteConfig } from "../../config/site";
import { createRouteProgress, type RouteProgress as Progress } from "../../lib/route-loading";

type Bar = { start(): unknown; done(): unknown; configure(options: object): unknown };

let bar: Promise<Bar> | null = null;
let wanted = false;

// nprogress is fetched only when a navigation is actually slow, so fast sites never download it.
const loadBar = (): Promise<Bar> => {
  bar ??= import("nprogress").then((module) => {
    const nprogress = ((module as { default?: Bar }).default ?? module) as Bar;
    nprogress.configure({ showSpinner: false, trickleSpeed: 200, minimum: 0.1 });
    return nprogress;
  });
  return bar;
};

function showBar(): void {
  wanted = true;
  loadBar().then(
    (nprogress) => {
      if (wanted) nprogress.start();
    },
    () => {
      // The bar is decoration: if its code cannot load, navigation still works.
      bar = null;
    },
  );
}

function finishBar(): void {
  wanted = false;
  bar?.then((nprogress) => nprogress.done()).catch(() => undefined);
}

/** The app's one progress controller, driven from gatsby-browser. */
export const routeProgress: Progress = createRouteProgress({
  delayMs: siteConfig.routeProgress.delayMs,
  start: showBar,
  done: finishBar,
  setTimer: (callback, ms) => window.setTimeout(callback, ms),
  clearTimer: (handle) => window.clearTimeout(handle as number),
});
