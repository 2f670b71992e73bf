// Browser wiring: the shared wrappers, the hydration marker, route loading (progress bar, failed loads), internal
// links (client-side navigation, prefetching) and scroll.
import { CacheProvider } from "@emotion/react";
import { navigate, prefetchPathname, type GatsbyBrowser } from "gatsby";
import { runWhenIdle } from "./src/lib/idle";
import { catchInternalLinks, prefetchLinksInViewOfEachPage } from "./src/lib/internal-links";
import { rememberLeftRoute, takeLeftRoute, watchNavigations } from "./src/lib/route-loading";
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
 * Navigations start the delayed progress bar; a page left before its route updated failed to load, and Gatsby
 * reloads it: the reloaded page says so in the console.
 */
const navigations =
  typeof window === "undefined"
    ? null
    : watchNavigations(window, {
        begin: () => routeProgress.begin(),
        leftBefore: rememberLeftRoute,
      });

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  const failed = takeLeftRoute(window.location.pathname);
  if (failed) console.warn(`Could not preload the route ${failed}; the page was reloaded.`);
};

// Gatsby's own prefetch, as its Link uses (its Save-Data and 2G rules apply).
const prefetch = (path: string): void => prefetchPathname(path);
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

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  routeProgress.end();
  navigations?.routed(location.pathname);
  watchLinksInView();
};

/** Hash target, else top (or the saved position on back/forward), except when only the query string changed. */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ prevRouterProps, routerProps }) =>
  shouldUpdateScrollAfter(prevRouterProps?.location, routerProps.location);
