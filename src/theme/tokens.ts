// Design tokens as CSS variables: one place for colours, type and spacing, switched by [data-theme].
import { css } from "@emotion/react";
import { siteConfig } from "../config/site";

export const desktopUp = `@media (min-width: ${siteConfig.breakpoints.desktopMinWidth}px)`;
export const belowDesktop = `@media (max-width: ${siteConfig.breakpoints.desktopMinWidth - 1}px)`;

export const globalStyles = css`
  :root {
    --font-body: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
    --font-mono: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace;
    --navbar-height: 60px;
    --radius: 8px;
    --content-max: 820px;
    --color-bg: #ffffff;
    --color-bg-soft: #f5f7fa;
    --color-bg-raised: #ffffff;
    --color-border: #d9dee5;
    --color-text: #1c2530;
    --color-text-muted: #4a5768;
    --color-primary: #0b5cc0;
    --color-primary-contrast: #ffffff;
    --color-link: #0a58b8;
    --color-code-bg: #f3f5f8;
    --color-code-text: #1f2933;
    --color-highlight-line: rgba(11, 92, 192, 0.1);
    --color-note: #4b5563;
    --color-tip: #11763d;
    --color-info: #0b63a8;
    --color-warning: #8a5a00;
    --color-danger: #b42318;
    --color-focus: #0b5cc0;
    color-scheme: light;
  }
  [data-theme="dark"] {
    --color-bg: #12161c;
    --color-bg-soft: #1a2029;
    --color-bg-raised: #1e252f;
    --color-border: #323b48;
    --color-text: #e6eaf0;
    --color-text-muted: #aab4c2;
    --color-primary: #6aa9ff;
    --color-primary-contrast: #0b1220;
    --color-link: #8dbcff;
    --color-code-bg: #1b222c;
    --color-code-text: #e1e6ee;
    --color-highlight-line: rgba(106, 169, 255, 0.16);
    --color-note: #b4bcc8;
    --color-tip: #5fd08e;
    --color-info: #7cc0ff;
    --color-warning: #f2c14e;
    --color-danger: #ff8a80;
    --color-focus: #8dbcff;
    color-scheme: dark;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: calc(var(--navbar-height) + 12px);
  }
  body {
    margin: 0;
    font-family: var(--font-body);
    font-size: 16px;
    line-height: 1.65;
    color: var(--color-text);
    background: var(--color-bg);
    -webkit-font-smoothing: antialiased;
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
    background: var(--color-code-bg);
    color: var(--color-code-text);
    border: 1px solid var(--color-border);
    border-radius: 4px;
    padding: 0.05em 0.3em;
    overflow-wrap: anywhere;
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
    scroll-margin-top: calc(var(--navbar-height) + 12px);
  }
  .anchor-link {
    margin-left: 0.35em;
    color: var(--color-text-muted);
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
  /* Build-time syntax highlighting (rehype-prism-plus) token colours, themed. */
  .token.comment,
  .token.prolog,
  .token.doctype,
  .token.cdata {
    color: #5c6b7a;
    font-style: italic;
  }
  .token.punctuation {
    color: #4a5568;
  }
  .token.property,
  .token.tag,
  .token.constant,
  .token.symbol,
  .token.deleted {
    color: #a3195b;
  }
  .token.boolean,
  .token.number {
    color: #8a4b00;
  }
  .token.selector,
  .token.attr-name,
  .token.string,
  .token.char,
  .token.builtin,
  .token.inserted {
    color: #19713c;
  }
  .token.operator,
  .token.entity,
  .token.url {
    color: #7a4500;
  }
  .token.atrule,
  .token.attr-value,
  .token.keyword {
    color: #0b52a8;
  }
  .token.function,
  .token.class-name {
    color: #7132b8;
  }
  .token.regex,
  .token.important,
  .token.variable {
    color: #9a3412;
  }
  [data-theme="dark"] .token.comment,
  [data-theme="dark"] .token.prolog {
    color: #93a1b1;
  }
  [data-theme="dark"] .token.punctuation {
    color: #c3ccd8;
  }
  [data-theme="dark"] .token.property,
  [data-theme="dark"] .token.tag,
  [data-theme="dark"] .token.constant,
  [data-theme="dark"] .token.symbol {
    color: #ff8fc1;
  }
  [data-theme="dark"] .token.boolean,
  [data-theme="dark"] .token.number {
    color: #ffb86b;
  }
  [data-theme="dark"] .token.string,
  [data-theme="dark"] .token.attr-name,
  [data-theme="dark"] .token.builtin {
    color: #8ee3a6;
  }
  [data-theme="dark"] .token.keyword,
  [data-theme="dark"] .token.atrule,
  [data-theme="dark"] .token.attr-value {
    color: #8dbcff;
  }
  [data-theme="dark"] .token.function,
  [data-theme="dark"] .token.class-name {
    color: #d2a8ff;
  }
  [data-theme="dark"] .token.operator,
  [data-theme="dark"] .token.url,
  [data-theme="dark"] .token.variable {
    color: #ffc48a;
  }
`;
