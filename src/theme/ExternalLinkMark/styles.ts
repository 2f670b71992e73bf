// Styles of the external-link arrow.
import { css } from "@emotion/react";

/** The arrow's width and height in px. */
export const iconSize = 13;

export const icon = css`
  flex: none;
  opacity: 0.8;
`;
