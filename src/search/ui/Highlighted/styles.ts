// Style of matched words inside search hits.
import { css } from "@emotion/react";

export const mark = css`
  background: none;
  color: var(--color-primary);
  font-weight: 600;
  text-decoration: underline;
  text-decoration-thickness: 2px;
  text-underline-offset: 2px;
`;
