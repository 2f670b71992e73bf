// Styles of the navbar search button.
import { css } from "@emotion/react";

export const button = css`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.35rem 0.7rem;
  border: 1px solid var(--color-border);
  border-radius: 999px;
  background: var(--color-bg-soft);
  color: var(--color-text-muted);
  font: inherit;
  font-size: 0.9rem;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    border-color: var(--color-primary);
    color: var(--color-text);
  }
`;
