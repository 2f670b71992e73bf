// Styles of the breadcrumb trail above a doc's title: pill links separated by chevrons.
import { css } from "@emotion/react";

export const nav = css`
  margin: 0 0 1rem;
`;

// Doubled class (&&) outranks the article's generic list spacing.
export const list = css`
  && {
    margin: 0;
    padding: 0;
  }
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.15rem;
  list-style: none;
  font-size: 0.85rem;
  li {
    display: flex;
    align-items: center;
  }
  li + li::before {
    content: "";
    width: 0.4rem;
    height: 0.4rem;
    margin: 0 0.45rem 0 0.2rem;
    border-top: 1.5px solid var(--color-text-muted);
    border-right: 1.5px solid var(--color-text-muted);
    transform: rotate(45deg);
    opacity: 0.7;
  }
  li + li {
    margin-top: 0;
  }
`;

export const home = css`
  display: inline-flex;
  align-items: center;
  padding: 0.3rem 0.4rem;
  border-radius: 999px;
  color: var(--color-text-muted);
  &:hover {
    background: var(--color-bg-hover);
    color: var(--color-text);
  }
`;

export const crumb = css`
  padding: 0.2rem 0.6rem;
  border-radius: 999px;
  color: var(--color-text-muted);
  text-decoration: none;
  a&:hover {
    background: var(--color-bg-hover);
    color: var(--color-text);
  }
`;

export const current = css`
  background: var(--color-bg-soft);
  color: var(--color-text);
  font-weight: 600;
`;
