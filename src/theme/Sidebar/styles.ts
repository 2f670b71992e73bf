// Styles of the docs sidebar: a nested, collapsible list with the current page marked.
import { css } from "@emotion/react";

export const nav = css`
  font-size: 0.93rem;
`;

export const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  & & {
    margin-left: 0.8rem;
    padding-left: 0.35rem;
    border-left: 1px solid var(--color-border);
  }
`;

export const row = css`
  display: flex;
  align-items: center;
`;

export const link = css`
  flex: 1;
  display: block;
  padding: 0.32rem 0.6rem;
  border-radius: 6px;
  color: var(--color-text);
  text-decoration: none;
  line-height: 1.35;
  &:hover {
    background: var(--color-bg-soft);
  }
  &[aria-current="page"] {
    background: var(--color-bg-soft);
    color: var(--color-primary);
    font-weight: 650;
  }
`;

export const categoryLabel = css`
  font-weight: 600;
`;

export const toggle = css`
  appearance: none;
  border: 0;
  background: none;
  color: var(--color-text-muted);
  width: 2rem;
  height: 2rem;
  border-radius: 6px;
  cursor: pointer;
  font-size: 0.8rem;
  &:hover {
    background: var(--color-bg-soft);
  }
  & > span {
    display: inline-block;
    transition: transform 0.15s;
  }
  &[aria-expanded="true"] > span {
    transform: rotate(90deg);
  }
`;

export const labelOnly = css`
  flex: 1;
  padding: 0.32rem 0.6rem;
  font-weight: 600;
  text-align: left;
  appearance: none;
  border: 0;
  background: none;
  color: var(--color-text);
  font: inherit;
  cursor: pointer;
  border-radius: 6px;
  &:hover {
    background: var(--color-bg-soft);
  }
`;
