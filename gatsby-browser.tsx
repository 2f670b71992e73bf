// Browser wiring: the shared wrappers, the hydration marker, route loading (progress bar, failed preloads), internal
// links (client-side navigation, prefetching) and scroll.
import { CacheProvider } from "@emotion/react";
import { navigate, type GatsbyBrowser } from "gatsby";
import { runWhenIdle } from "./src/lib/idle";
import { catchInternalLinks, prefetchLinksInViewOfEachPage } from "./src/lib/internal-links";
import { watchPageLoads, type PageLoader } from "./src/lib/route-loading";
import { shouldUpdateScrollAfter } from "./src/lib/scroll";
import { createEmotionCache } from "./src/theme/emotion-cache";
import { wrapRootElement as wrapInRoot } from "./src/theme/Root";
import { routeProgress } from "./src/theme/RouteProgress";

export { wrapPageElement } from "./src/theme/Root";

/** The browser's Emotion cache: it reuses the server's rules in <head> and writes new ones alike. */
const emotionCache = createEmotionCache();

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <CacheProvider value={emotionCache}>{wrapInRoot({ element })}</CacheProvider>
);

/**
 * Watches Gatsby's page loader: navigations start the delayed progress
 * bar; a failed preload is reported before Gatsby reloads the page.
 */
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

// Through the loader's global at call time, exactly as Gatsby's Link does (its Save-Data and 2G rules apply), so what
// watches or wraps that loader sees the chrome's links as it saw Link's.
const prefetch = (path: string): void => {
  (window as unknown as { ___loader?: { enqueue(path: string): unknown } }).___loader?.enqueue(path);
};
const watchLinksInView =
  typeof document === "undefined"
    ? () => undefined
    : prefetchLinksInViewOfEachPage(document, prefetch, (work) => runWhenIdle(work));

/**
 * Marks the document once the app has rendered in the browser (used by the browser tests, CSS and MDXContent's
 * reuse of the server HTML); from then on, clicks on internal links navigate in place instead of loading the page.
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true";
  catchInternalLinks(document, { navigate: (path, options) => void navigate(path, options), prefetch });
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  routeProgress.end();
  watchLinksInView();
};

/** Hash target, else top (or the saved position on back/forward), except when only the query string changed. */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ prevRouterProps, routerProps }) =>
  shouldUpdateScrollAfter(prevRouterProps?.location, routerProps.location);
