// Styles of the external-link arrow.
import { css } from "@emotion/react";
import { navbarItems } from "../../ui/tokens";

/** The arrow's width and height in px. */
export const iconSize = navbarItems.externalMarkSize;

export const icon = css`
  flex: none;
  opacity: 0.8;
`;
