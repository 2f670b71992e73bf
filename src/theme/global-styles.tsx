// The site-wide stylesheet: design tokens as CSS variables (colours, type, spacing, switched by [data-theme]), base
// element rules and print rules. The build writes it into each page's <head>; it is never part of the browser's JS.
import { CacheProvider, css, Global } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { renderToString } from "react-dom/server";
import { createEmotionCache } from "./emotion-cache";
import { paletteDeclarations } from "./palette";
import { printRules } from "./print";
import { bar as routeProgressBar } from "./RouteProgress/styles";

/** The light colours: the default mode, and what every page prints in whatever the reader's mode. */
const lightPalette = paletteDeclarations("light");

export const globalStyles = css`
  :root {
    --font-body: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
    --font-mono: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace;
    --navbar-height: 60px;
    --radius: 8px;
    --radius-small: 6px;
    --content-max: 820px;
    --sidebar-width: 290px;
    --toc-width: 240px;
    ${lightPalette}
    color-scheme: light;
  }
  [data-theme="dark"] {
    ${paletteDeclarations("dark")}
    color-scheme: dark;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    /* Headings reached by a hash or a TOC link stop just under the sticky navbar. */
    scroll-padding-top: calc(var(--navbar-height) + 12px);
    background: var(--color-bg);
  }
  body {
    margin: 0;
    font-family: var(--font-body);
    font-size: 16px;
    line-height: 1.65;
    color: var(--color-text);
    background: var(--color-bg);
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }
  a {
    color: var(--color-link);
    text-underline-offset: 2px;
  }
  :focus-visible {
    outline: 2px solid var(--color-focus);
    outline-offset: 2px;
  }
  code,
  kbd,
  pre {
    font-family: var(--font-mono);
    font-size: 0.9em;
  }
  :not(pre) > code {
    background: var(--color-inline-code-bg);
    color: var(--color-code-text);
    border: 1px solid var(--color-border);
    border-radius: 4px;
    padding: 0.05em 0.3em;
    overflow-wrap: anywhere;
  }
  kbd {
    padding: 0.1em 0.4em;
    border: 1px solid var(--color-border-strong);
    border-bottom-width: 2px;
    border-radius: 4px;
    background: var(--color-bg-soft);
    font-size: 0.82em;
  }
  img,
  svg {
    max-width: 100%;
  }
  h1,
  h2,
  h3,
  h4 {
    line-height: 1.25;
    letter-spacing: -0.01em;
  }
  .anchor-link {
    margin-left: 0.35em;
    color: var(--color-primary);
    font-weight: 500;
    text-decoration: none;
    opacity: 0;
    transition: opacity 0.15s;
  }
  h2:hover .anchor-link,
  h3:hover .anchor-link,
  h4:hover .anchor-link,
  .anchor-link:focus {
    opacity: 1;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
    border: 0;
  }
  ::selection {
    background: var(--color-primary-soft);
  }
  ${printRules(lightPalette)}
`;

/**
 * The stylesheet as CSS text for a page's <head>, as Emotion writes it for the server render (nesting resolved), with
 * the site's cache settings (no obsolete vendor prefixes).
 */
export function renderGlobalStyleSheet(): string {
  const cache = createEmotionCache();
  const { extractCriticalToChunks } = createEmotionServer(cache);
  renderToString(
    <CacheProvider value={cache}>
      <Global styles={[globalStyles, routeProgressBar]} />
    </CacheProvider>,
  );
  return extractCriticalToChunks("")
    .styles.map((style) => style.css)
    .join("");
}
