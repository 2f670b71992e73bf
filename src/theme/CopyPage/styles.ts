// Styles of the Copy page bar: two quiet buttons under the doc title and the status text beside them.
import { css } from "@emotion/react";
import { outlinedButton } from "../../ui/tokens";

export const bar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin: -0.6rem 0 1.4rem;
`;

export const button = css`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  min-height: 2rem;
  ${outlinedButton}
  padding: 0.25rem 0.65rem;
  border-color: var(--color-border);
  font-size: 0.85rem;
  line-height: 1.2;
  text-decoration: none;
  &:hover {
    background: var(--color-bg-hover);
    border-color: var(--color-border-strong);
    color: var(--color-text);
    text-decoration: none;
  }
  &[aria-disabled="true"] {
    cursor: progress;
  }
`;

export const status = css`
  color: var(--color-text-muted);
  font-size: 0.85rem;
`;
