// Styles of the /search page's result area.
import { css } from "@emotion/react";

export const results = css`
  min-height: 12rem;
`;

export const loading = css`
  margin: 0 0 1rem;
  color: var(--color-text-muted);
`;

export const hint = css`
  color: var(--color-text-muted);
`;
