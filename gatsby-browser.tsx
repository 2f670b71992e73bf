// Browser wiring: the shared wrappers, the hydration marker, route loading (progress bar, failed preloads), links kept
// from the server's HTML, and scroll.
import { navigate, prefetchPathname, type GatsbyBrowser } from "gatsby";
import { runWhenIdle } from "./src/lib/idle";
import { catchInternalLinks, prefetchLinksInView } from "./src/lib/internal-links";
import { watchPageLoads, type PageLoader } from "./src/lib/route-loading";
import { shouldUpdateScrollAfter } from "./src/lib/scroll";
import { endHydration } from "./src/theme/MDXContent/adopted";
import { routeProgress } from "./src/theme/RouteProgress";

export { wrapPageElement, wrapRootElement } from "./src/theme/Root";

/** Watches Gatsby's page loader: navigations start the delayed progress bar; a failed preload is reported before Gatsby reloads the page. */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  catchInternalLinks(document, { navigate: (path) => void navigate(path), prefetch: prefetchPathname });
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

/**
 * Once the app has hydrated: later renders draw page bodies from their trees; the links of the body kept from the
 * server prefetch as they come into view (when idle); the document is marked (for the browser tests and CSS).
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  endHydration();
  runWhenIdle(() => prefetchLinksInView(document.querySelector("article") ?? document, prefetchPathname));
  document.documentElement.dataset.hydrated = "true";
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  routeProgress.end();
};

/** Hash target, else top (or the saved position on back/forward), except when only the query string changed. */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ prevRouterProps, routerProps }) =>
  shouldUpdateScrollAfter(prevRouterProps?.location, routerProps.location);
