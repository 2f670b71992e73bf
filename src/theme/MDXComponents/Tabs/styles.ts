// Styles of the tab strip and panels used for request examples in several languages.
import { css } from "@emotion/react";

export const tabs = css`
  margin: 1.25rem 0;
`;

export const list = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  border-bottom: 1px solid var(--color-border);
  margin-bottom: 0.75rem;
`;

export const tab = css`
  appearance: none;
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  color: var(--color-text-muted);
  font: inherit;
  font-size: 0.92rem;
  font-weight: 600;
  padding: 0.45rem 0.8rem;
  cursor: pointer;
  border-radius: 6px 6px 0 0;
  &:hover {
    background: var(--color-bg-soft);
    color: var(--color-text);
  }
  &[aria-selected="true"] {
    color: var(--color-primary);
    border-bottom-color: var(--color-primary);
  }
`;

export const panel = css`
  & > :first-child {
    margin-top: 0;
  }
`;
