// Wrong base URL detection: the home page knows where it was built to live and says so when served elsewhere.
import { toScriptLiteral } from "./inline-script";

/** Normalises a Gatsby path prefix: "" or "/" → ""; "docs-site/" → "/docs-site". */
export function normalizePathPrefix(prefix: string): string {
  const trimmed = prefix.replace(/^\/+|\/+$/g, "");
  return trimmed === "" ? "" : `/${trimmed}`;
}

/**
 * The prefix to suggest when the home page answers at `homePathname`:
 * "/preview/" or "/preview/index.html" → "/preview".
 */
export function suggestPathPrefix(homePathname: string): string {
  return normalizePathPrefix(homePathname.replace(/index\.html?$/i, ""));
}

/** Whether the home page is served where it was built for. */
export function isServedAtPrefix(homePathname: string, pathPrefix: string): boolean {
  return suggestPathPrefix(homePathname) === normalizePathPrefix(pathPrefix);
}

export const BASE_URL_BANNER_ID = "base-url-issue-banner";

/**
 * Inline script for the home page's <body>: when the page is served under another path prefix, the site's CSS and
 * JS cannot load, so it inserts a self-styled red banner naming the prefix to build with. Mirrors isServedAtPrefix.
 */
export function createBaseUrlBannerScript(pathPrefix: string, siteTitle: string): string {
  const expected = toScriptLiteral(normalizePathPrefix(pathPrefix));
  const shown = toScriptLiteral(normalizePathPrefix(pathPrefix) || "/");
  const title = toScriptLiteral(siteTitle);
  return (
    '(function(){var p=window.location.pathname.replace(/index\\.html?$/i,"").replace(/^\\/+|\\/+$/g,"");' +
    `var s=p?"/"+p:"";if(s===${expected})return;` +
    `var b=document.createElement("div");b.id=${toScriptLiteral(BASE_URL_BANNER_ID)};b.setAttribute("role","alert");` +
    'b.setAttribute("style","margin:0;padding:16px 20px;background:#b3261e;color:#fff;' +
    'font:16px/1.5 system-ui,sans-serif;border-bottom:4px solid #7a1a15");' +
    'function t(x,tag){var e=document.createElement(tag||"p");e.textContent=x;' +
    'e.setAttribute("style","margin:0 0 6px");b.appendChild(e);return e}' +
    `t("Your "+${title}+" site did not load properly.","strong")` +
    `.setAttribute("style","display:block;font-size:18px;margin:0 0 6px");` +
    't("A very common reason is a wrong path prefix (base URL) setting.");' +
    `t("Current configured path prefix = "+${shown}+(${expected}===""?" (default value)":""));` +
    't("We suggest trying path prefix = "+(s||"/")+" ' +
    '(set pathPrefix in gatsby-config.ts and build with gatsby build --prefix-paths).");' +
    "document.body.insertBefore(b,document.body.firstChild)})();"
  );
}
