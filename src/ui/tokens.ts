// Shared style pieces: the media queries of the site's breakpoints and the rules that several components' buttons and
// fields share. The design tokens are CSS variables in the site-wide stylesheet (src/theme/global-styles.tsx).
import { css } from "@emotion/react";
import { siteConfig } from "../config/site";

export const desktopUp = `@media (min-width: ${siteConfig.breakpoints.desktopMinWidth}px)`;
export const belowDesktop = `@media (max-width: ${siteConfig.breakpoints.desktopMinWidth - 1}px)`;
export const narrowScreen = `@media (max-width: ${siteConfig.breakpoints.narrowMaxWidth}px)`;
export const reducedMotion = "@media (prefers-reduced-motion: reduce)";

/** A square, borderless button holding one icon (menu, close): shared so every icon button looks and behaves alike. */
export const iconButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 2.5rem;
  height: 2.5rem;
  padding: 0;
  border: 0;
  border-radius: var(--radius-small);
  background: transparent;
  color: var(--color-text);
  cursor: pointer;
  &:hover {
    background: var(--color-bg-hover);
  }
`;

/**
 * A quiet outlined button on the raised background (Retry, Forget my values, Copy): each use adds its padding and type
 * size.
 */
export const outlinedButton = css`
  border: 1px solid var(--color-border-strong);
  border-radius: var(--radius-small);
  background: var(--color-bg-raised);
  color: var(--color-text);
  font: inherit;
  cursor: pointer;
  &:hover {
    border-color: var(--color-primary);
  }
`;

/** The one filled button of a form or screen (Search, Try again): each use adds its padding and weight. */
export const filledButton = css`
  border: 0;
  border-radius: var(--radius);
  background: var(--color-primary);
  color: var(--color-primary-contrast);
  font: inherit;
  cursor: pointer;
`;

/** A field for code-like values (token, ids, payload): monospace, outlined in the danger colour while invalid. */
export const codeField = css`
  border: 1px solid var(--color-border-strong);
  border-radius: var(--radius-small);
  background: var(--color-bg);
  color: var(--color-text);
  font-family: var(--font-mono);
  &[aria-invalid="true"] {
    border-color: var(--color-danger);
  }
`;

/** A small upper-case label over a block (the home page's eyebrow, "On this page", an admonition's kind). */
export const overline = css`
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

/** A flex row that takes the rest of its parent's row and may shrink below its content, so long text can truncate. */
export const fillingRow = css`
  display: flex;
  flex: 1;
  min-width: 0;
`;

/**
 * Sizes of the navbar's items: the navbar reserves them before the items are parsed (a browser paints a page it has
 * only partly parsed), and the items are drawn at the same sizes.
 */
export const navbarItems = {
  /** The colour-mode button's width and height. */
  colorToggleSize: "2.4rem",
  /** The external-link arrow's width and height, in px. */
  externalMarkSize: 13,
  /** Below this width the search button shows its icon only. */
  searchIconOnlyScreen: "@media (max-width: 480px)",
  /**
   * The search button's width at each size (icon, word and keys; icon and word; icon only), a little over its
   * content.
   */
  searchWidth: { withKeys: "10rem", withLabel: "6.5rem", iconOnly: "calc(0.9rem + 18px)" },
} as const;
