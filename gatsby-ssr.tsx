// Server-render wiring: the same wrappers as the browser, plus inline scripts that must run before the app.
import type { GatsbySSR } from "gatsby";
import { siteConfig } from "./src/config/site";
import { createAnnouncementScript } from "./src/lib/announcement";
import { createBaseUrlBannerScript } from "./src/lib/base-url";
import { createColorModeScript } from "./src/lib/color-mode";
import { CANONICAL_PATH_SCRIPT } from "./src/lib/url";

export { wrapPageElement, wrapRootElement } from "./src/theme/Root";

declare const __PATH_PREFIX__: string | undefined;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHeadComponents, setPreBodyComponents }) => {
  const announcement = siteConfig.announcementBar;
  // Colour mode and a dismissed announcement are applied before the first paint, so neither ever flashes.
  setHeadComponents([
    <script key="canonical-path" dangerouslySetInnerHTML={{ __html: CANONICAL_PATH_SCRIPT }} />,
    <script key="color-mode" dangerouslySetInnerHTML={{ __html: createColorModeScript(siteConfig.colorMode) }} />,
    ...(announcement ? [<script key="announcement" dangerouslySetInnerHTML={{ __html: createAnnouncementScript(announcement.id) }} />] : []),
  ]);
  // The home page checks, without the site's CSS or JS, that it is served under the path prefix it was built for.
  if (pathname === "/") {
    const pathPrefix = typeof __PATH_PREFIX__ === "string" ? __PATH_PREFIX__ : "";
    setPreBodyComponents([<script key="base-url-check" dangerouslySetInnerHTML={{ __html: createBaseUrlBannerScript(pathPrefix, siteConfig.title) }} />]);
  }
};
