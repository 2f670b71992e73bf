// Server-render wiring: the same wrappers as the browser, plus inline scripts that must run before the app.
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import type { GatsbySSR } from "gatsby";
import { renderToString } from "react-dom/server";
import { siteConfig } from "./src/config/site";
import { createAnnouncementScript } from "./src/lib/announcement";
import { createBaseUrlBannerScript } from "./src/lib/base-url";
import { createColorModeScript } from "./src/lib/color-mode";
import { CANONICAL_PATH_SCRIPT } from "./src/lib/url";
import { createEmotionCache } from "./src/theme/emotion-cache";
import { renderGlobalStyleSheet } from "./src/theme/global-styles";
import { SiteIcons } from "./src/theme/Seo";

export { wrapPageElement, wrapRootElement } from "./src/theme/Root";

declare const __PATH_PREFIX__: string | undefined;

/**
 * Renders each page with its own Emotion cache (in compat mode: src/theme/emotion-cache.ts), so the page's component
 * rules go to <head> in <style data-emotion> tags (which the browser's Emotion takes over) instead of <style> elements
 * inside <body>, which HTML does not allow, and the page is styled from its first paint.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const cache = createEmotionCache();
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>);
  const { styles } = extractCriticalToChunks(html);
  replaceBodyHTMLString(html);
  setHeadComponents(
    styles
      .filter((style) => style.css !== "")
      .map((style) => (
        <style
          key={style.key + style.ids.join(" ")}
          data-emotion={`${style.key} ${style.ids.join(" ")}`}
          dangerouslySetInnerHTML={{ __html: style.css }}
        />
      )),
  );
};

/** The site-wide stylesheet's CSS, rendered once per build. */
let globalStyleSheet: string | undefined;

const GLOBAL_STYLES_KEY = "global-styles";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHeadComponents, setPreBodyComponents }) => {
  const announcement = siteConfig.announcementBar;
  // The site-wide stylesheet travels in the HTML (also in `gatsby develop`'s), never in the browser's JS.
  globalStyleSheet ??= renderGlobalStyleSheet();
  setHeadComponents([
    <style key={GLOBAL_STYLES_KEY} data-global-styles="" dangerouslySetInnerHTML={{ __html: globalStyleSheet }} />,
  ]);
  // Colour mode and a dismissed announcement are applied before the first paint, so neither ever flashes.
  setHeadComponents([
    <SiteIcons key="site-icons" />,
    <script key="canonical-path" dangerouslySetInnerHTML={{ __html: CANONICAL_PATH_SCRIPT }} />,
    <script key="color-mode" dangerouslySetInnerHTML={{ __html: createColorModeScript(siteConfig.colorMode) }} />,
    ...(announcement
      ? [<script key="announcement" dangerouslySetInnerHTML={{ __html: createAnnouncementScript(announcement.id) }} />]
      : []),
  ]);
  // The home page checks, without the site's CSS or JS, that it is served under the path prefix it was built for
  // (not in develop, whose one HTML shell, rendered for "/", serves every route).
  if (pathname === "/" && process.env.NODE_ENV === "production") {
    const pathPrefix = typeof __PATH_PREFIX__ === "string" ? __PATH_PREFIX__ : "";
    setPreBodyComponents([
      <script
        key="base-url-check"
        dangerouslySetInnerHTML={{ __html: createBaseUrlBannerScript(pathPrefix, siteConfig.title) }}
      />,
    ]);
  }
};

/** The site-wide stylesheet comes first in <head>, so every component's rules (same specificity) come after it. */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  const components = getHeadComponents();
  const isGlobal = (component: unknown) => (component as { key?: unknown } | null)?.key === GLOBAL_STYLES_KEY;
  replaceHeadComponents([...components.filter(isGlobal), ...components.filter((component) => !isGlobal(component))]);
};
