// Styles of the search error screen.
import { css } from "@emotion/react";

export const screen = css`
  padding: 1.5rem 0.5rem;
  text-align: center;
  color: var(--color-text-muted);
  p {
    margin: 0.25rem 0;
  }
`;

export const title = css`
  font-size: 1.1rem;
  color: var(--color-text);
`;

export const cause = css`
  font-family: var(--font-mono);
  font-size: 0.85rem;
`;
