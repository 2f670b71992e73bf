// Styles of the navbar search button and its keyboard-shortcut hint, and the widths the navbar reserves for it.
import { css } from "@emotion/react";
import { narrowScreen, navbarItems } from "../../ui/tokens";

/** Below this width the button shows its icon only. */
export const iconOnlyScreen = navbarItems.searchIconOnlyScreen;

/** The button's width at each size: the navbar reserves it before the button is parsed, and the button fills it. */
export const reservedWidth = navbarItems.searchWidth;

export const button = css`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  /* Set, not its content's: the word and keys are parsed after the icon, and the navbar centres the button. */
  height: 2.3rem;
  padding: 0.35rem 0.5rem 0.35rem 0.7rem;
  border: 1px solid var(--color-border);
  border-radius: 999px;
  background: var(--color-bg-soft);
  color: var(--color-text-muted);
  font: inherit;
  font-size: 0.9rem;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    border-color: var(--color-primary);
    color: var(--color-text);
  }
  svg {
    flex-shrink: 0;
  }
  /* Tight navbars keep the icon; the word leaves the screen but still names the link. */
  ${iconOnlyScreen} {
    justify-content: center;
    height: ${reservedWidth.iconOnly};
    padding: 0.45rem;
    .search-label {
      position: absolute;
      width: 1px;
      height: 1px;
      margin: -1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
      white-space: nowrap;
    }
  }
`;

export const keys = css`
  display: inline-flex;
  gap: 0.2rem;
  kbd {
    /* Set (one line and the border), not its letter's: the key is drawn before its letter is parsed. */
    height: 1.25rem;
    min-width: 1.5em;
    padding: 0 0.35em;
    border: 1px solid var(--color-border);
    border-radius: 4px;
    background: var(--color-bg);
    font-family: inherit;
    font-size: 0.75rem;
    line-height: 1.5;
    text-align: center;
  }
  /* As wide for "⌘" as for "Ctrl": Apple devices switch to ⌘ after the page has been drawn. */
  kbd:first-of-type {
    min-width: 2.75em;
  }
  ${narrowScreen} {
    display: none;
  }
`;
