// Styles of grouped hit lists in the search modal.
import { css } from "@emotion/react";

export const listbox = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

export const group = css`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
`;

export const groupTitle = css`
  padding: 0.25rem 0.25rem 0;
  color: var(--color-primary);
  font-size: 0.85rem;
  font-weight: 700;
`;

export const row = css`
  display: flex;
  align-items: center;
  border-radius: var(--radius);
  background: var(--color-bg);
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12);
  &[data-active] {
    background: var(--color-primary);
    color: var(--color-primary-contrast);
  }
  &[data-active] mark {
    color: inherit;
  }
`;

export const link = css`
  display: flex;
  border-radius: var(--radius);
  flex: 1;
  min-width: 0;
  align-items: center;
  gap: 0.75rem;
  padding: 0.55rem 0.75rem;
  color: inherit;
  text-decoration: none;
`;

export const icon = css`
  display: inline-flex;
  flex-shrink: 0;
  opacity: 0.75;
`;

export const text = css`
  display: flex;
  flex: 1;
  min-width: 0;
  flex-direction: column;
`;

export const title = css`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: 0.95rem;
`;

/** Where a text hit's snippet goes until its text arrives: a bar one line high, so nothing moves when it comes. */
export const pendingText = css`
  display: inline-block;
  width: 60%;
  height: 0.7em;
  border-radius: 4px;
  background: var(--color-bg-soft);
  vertical-align: middle;
`;

export const path = css`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: 0.78rem;
  color: var(--color-text-muted);
  [data-active] & {
    color: inherit;
  }
`;

export const enter = css`
  opacity: 0;
  [data-active] & {
    opacity: 1;
  }
`;
