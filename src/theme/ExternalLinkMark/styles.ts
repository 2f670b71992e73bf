// Styles of the external-link arrow.
import { css } from "@emotion/react";

export const icon = css`
  flex: none;
  opacity: 0.8;
`;
