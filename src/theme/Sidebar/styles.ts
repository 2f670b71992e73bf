// Styles of the docs sidebar: a nested, collapsible list with the current page marked.
import { css } from "@emotion/react";
import { iconButton, reducedMotion } from "../../ui/tokens";

export const nav = css`
  font-size: 0.925rem;
`;

export const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  li + li {
    margin-top: 1px;
  }
`;

export const nested = css`
  margin: 1px 0 0.25rem 0.9rem;
  padding-left: 0.4rem;
  border-left: 1px solid var(--color-border);
`;

export const row = css`
  display: flex;
  align-items: center;
  gap: 2px;
`;

export const link = css`
  flex: 1;
  display: block;
  padding: 0.34rem 0.65rem;
  border-radius: var(--radius-small);
  color: var(--color-text-muted);
  text-decoration: none;
  line-height: 1.4;
  transition: background-color 0.12s, color 0.12s;
  &:hover {
    background: var(--color-bg-hover);
    color: var(--color-text);
  }
  &[aria-current="page"] {
    background: var(--color-primary-soft);
    color: var(--color-link);
    font-weight: 600;
  }
`;

export const categoryLabel = css`
  color: var(--color-text);
  font-weight: 600;
`;

export const activeTrail = css`
  color: var(--color-text);
`;

/** The arrow turns to point down while its category is open (on the label button and on the separate arrow button). */
const turningArrow = css`
  svg {
    transition: transform 0.15s ease;
  }
  &[aria-expanded="true"] svg {
    transform: rotate(90deg);
  }
  ${reducedMotion} {
    svg {
      transition: none;
    }
  }
`;

export const toggleIcon = css`
  svg {
    flex: none;
    color: var(--color-text-muted);
  }
  ${turningArrow}
`;

export const toggle = css`
  ${iconButton}
  width: 2rem;
  height: 2rem;
  color: var(--color-text-muted);
  &:hover {
    color: var(--color-text);
  }
  ${turningArrow}
`;

export const labelOnly = css`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  min-height: 2rem;
  padding: 0.34rem 0.5rem 0.34rem 0.65rem;
  appearance: none;
  border: 0;
  border-radius: var(--radius-small);
  background: none;
  color: var(--color-text);
  font: inherit;
  font-weight: 600;
  line-height: 1.4;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: var(--color-bg-hover);
  }
`;
