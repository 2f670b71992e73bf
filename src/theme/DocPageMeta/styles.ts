// Styles of a doc's foot: edit link on the left, last-updated line on the right; stacked on narrow screens.
import { css } from "@emotion/react";

export const meta = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1.5rem;
  margin: 2.5rem 0 0;
  padding-top: 1rem;
  border-top: 1px solid var(--color-border);
  font-size: 0.875rem;
`;

export const editLink = css`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  color: var(--color-link);
  font-weight: 500;
`;

export const lastUpdated = css`
  && {
    margin: 0 0 0 auto;
  }
  color: var(--color-text-muted);
  font-style: italic;
`;
