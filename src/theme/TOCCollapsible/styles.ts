// Styles of the collapsible "On this page" block of narrow screens.
import { css } from "@emotion/react";

export const box = css`
  margin: 0 0 1.25rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  background: var(--color-bg-soft);
`;

export const button = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  padding: 0.55rem 0.9rem;
  border: 0;
  border-radius: var(--radius);
  background: none;
  color: var(--color-text);
  font: inherit;
  font-size: 0.92rem;
  font-weight: 600;
  cursor: pointer;
  svg {
    transition: transform 0.15s ease;
  }
  &[aria-expanded="true"] svg {
    transform: rotate(90deg);
  }
`;

export const panel = css`
  padding: 0 0.9rem 0.75rem;
  font-size: 0.9rem;
`;
