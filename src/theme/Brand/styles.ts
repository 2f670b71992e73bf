// Styles of the brand link: logo and bold title on one line.
import { css } from "@emotion/react";

export const brand = css`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  min-width: 0;
  color: var(--color-text);
  font-weight: 700;
  font-size: 1.05rem;
  text-decoration: none;
  white-space: nowrap;
`;

export const logo = css`
  flex: none;
`;

export const title = css`
  overflow: hidden;
  text-overflow: ellipsis;
`;
