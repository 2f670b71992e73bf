// Styles of the page frame: navbar on top, main area, footer at the bottom.
import { css } from "@emotion/react";

export const frame = css`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

export const main = css`
  flex: 1;
  &:focus {
    outline: none;
  }
`;
