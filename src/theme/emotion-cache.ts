// One place for the Emotion cache settings shared by the server render, the site-wide stylesheet and the browser.
import createCache, { type EmotionCache } from "@emotion/cache";

/**
 * An Emotion cache without stylis's vendor prefixer: it writes prefixes every browser of the browserslist has dropped,
 * some for properties no browser knows (scroll-snap-padding-top, which the HTML checker rejects). The one prefix the
 * browserslist still needs (-webkit-mask-image) is written by hand where it is used.
 *
 * Compat mode: the server render writes a page's rules into <head> (gatsby-ssr.tsx), never <style> elements between
 * the components' elements, so selectors such as :first-child are safe; in `gatsby develop` Emotion would otherwise
 * log a console error for each of them.
 */
export function createEmotionCache(): EmotionCache {
  const cache = createCache({ key: "css", stylisPlugins: [] });
  cache.compat = true;
  return cache;
}
