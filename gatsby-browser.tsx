// Browser wiring: the shared wrappers, the hydration marker, route loading (progress bar, failed preloads) and scroll.
import type { GatsbyBrowser } from "gatsby";
import { watchPageLoads, type PageLoader } from "./src/lib/route-loading";
import { shouldUpdateScrollAfter } from "./src/lib/scroll";
import { routeProgress } from "./src/theme/RouteProgress";

export { wrapPageElement, wrapRootElement } from "./src/theme/Root";

/** Watches Gatsby's page loader: navigations start the delayed progress bar; a failed preload is reported before Gatsby reloads the page. */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  const loader = (window as unknown as { ___loader?: PageLoader }).___loader;
  if (!loader) return;
  watchPageLoads(loader, {
    currentPath: () => window.location.pathname,
    onStart: () => routeProgress.begin(),
    onFailure: (path, error) => {
      routeProgress.end();
      console.warn(`Could not preload the route ${path} (${String(error)}); reloading the page.`);
    },
  });
};

/** Marks the document once the app has rendered in the browser (used by the browser tests, CSS and MDXContent's first-load adoption). */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true";
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  routeProgress.end();
};

/** Hash target, else top (or the saved position on back/forward), except when only the query string changed. */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ prevRouterProps, routerProps }) =>
  shouldUpdateScrollAfter(prevRouterProps?.location, routerProps.location);
