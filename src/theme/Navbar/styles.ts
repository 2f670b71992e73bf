// Styles of the top navbar: brand and links on the left, actions on the right; a menu button below the desktop width.
import { css } from "@emotion/react";
import { belowDesktop, desktopUp, iconButton, narrowScreen, navbarItems } from "../../ui/tokens";

// The items' sizes, shared with the items' own styles through the tokens (not imported from them, which would put the
// items' styles in a chunk of their own).
const {
  colorToggleSize: toggleSize,
  externalMarkSize: externalIconSize,
  searchIconOnlyScreen: iconOnlyScreen,
  searchWidth: reservedWidth,
} = navbarItems;

export const bar = css`
  position: sticky;
  top: 0;
  z-index: 50;
  height: var(--navbar-height);
  display: flex;
  align-items: center;
  gap: 1.25rem;
  padding: 0 1.25rem;
  border-bottom: 1px solid var(--color-border);
  background: var(--color-bg);
  transition: transform 0.2s ease;
  ${belowDesktop} {
    gap: 0.5rem;
    padding: 0 0.75rem;
  }
`;

export const hidden = css`
  transform: translateY(-100%);
`;

export const menuButton = css`
  ${iconButton};
  ${desktopUp} {
    display: none;
  }
`;

export const links = css`
  display: flex;
  align-items: center;
  /* As tall as the bar, not as its links: it is drawn before their words are parsed. */
  align-self: stretch;
  gap: 0.25rem;
  ${belowDesktop} {
    display: none;
  }
`;

export const link = css`
  display: inline-flex;
  align-items: center;
  padding: 0.35rem 0.7rem;
  border-radius: var(--radius-small);
  color: var(--color-text);
  font-weight: 550;
  text-decoration: none;
  transition: background-color 0.15s, color 0.15s;
  &:hover {
    background: var(--color-bg-hover);
  }
  &[aria-current="page"],
  &.active {
    color: var(--color-primary);
  }
`;

export const external = css`
  position: relative;
  /* The arrow, parsed after the word, sits in room kept for it: it would otherwise widen the link and move it aside. */
  padding-right: calc(0.7rem + 0.3rem + ${externalIconSize}px);
  svg {
    position: absolute;
    top: 50%;
    right: 0.7rem;
    transform: translateY(-50%);
  }
  ${belowDesktop} {
    display: none;
  }
`;

/**
 * A browser paints a page it has only partly parsed, and right-aligned items would move left as the later ones arrive
 * (a layout shift). So the group takes the rest of the bar after the main links (not its content's width), and each
 * item has its column before it exists: the provider's link at the end of the free column, then the colour-mode button
 * and the search button in columns of their own widths; the row is as tall as the tallest item.
 */
export const right = css`
  flex: 1 1 0;
  display: grid;
  grid-template-columns: minmax(max-content, 1fr) ${toggleSize} minmax(${reservedWidth.withKeys}, max-content);
  grid-template-rows: ${toggleSize};
  justify-content: end;
  align-items: center;
  gap: 0.5rem;
  & > :first-child {
    justify-self: end;
  }
  ${belowDesktop} {
    /* The provider's link is hidden: the colour-mode button takes the first column. */
    grid-template-columns: ${toggleSize} minmax(${reservedWidth.withKeys}, max-content);
    gap: 0.4rem;
  }
  ${narrowScreen} {
    grid-template-columns: ${toggleSize} minmax(${reservedWidth.withLabel}, max-content);
  }
  ${iconOnlyScreen} {
    grid-template-columns: ${toggleSize} minmax(${reservedWidth.iconOnly}, max-content);
  }
`;
