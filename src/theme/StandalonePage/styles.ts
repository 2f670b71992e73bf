// Styles of standalone pages: the article column centred on the page.
import { css } from "@emotion/react";

export const wrap = css`
  max-width: 960px;
  margin: 0 auto;
`;
