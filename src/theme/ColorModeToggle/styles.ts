// Styles of the colour-mode button: a quiet icon button; the icon follows <html data-theme-choice>.
import { css } from "@emotion/react";
import { navbarItems } from "../../ui/tokens";

/** The button's width and height (the navbar reserves the width before the button is parsed). */
export const size = navbarItems.colorToggleSize;

export const button = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${size};
  height: ${size};
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: var(--color-text);
  cursor: pointer;
  transition: background-color 0.15s;
  &:hover {
    background: var(--color-bg-hover);
  }
  svg {
    display: none;
  }
  .icon-light {
    display: block;
  }
  html[data-theme-choice="dark"] & .icon-light,
  html[data-theme-choice="system"] & .icon-light {
    display: none;
  }
  html[data-theme-choice="dark"] & .icon-dark,
  html[data-theme-choice="system"] & .icon-system {
    display: block;
  }
`;
