// Styles of standalone pages: the article column centred on the page.
import { css } from "@linaria/core";

export const wrap = css`
  max-width: 960px;
  margin: 0 auto;
`;
