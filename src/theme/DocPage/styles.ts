// Styles of a docs page: sidebar column, readable article column, pager at the bottom.
import { css } from "@emotion/react";
import { desktopUp } from "../tokens";

export const grid = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  max-width: 1400px;
  margin: 0 auto;
  ${desktopUp} {
    grid-template-columns: 280px minmax(0, 1fr);
  }
`;

export const aside = css`
  display: none;
  ${desktopUp} {
    display: block;
    position: sticky;
    top: var(--navbar-height);
    align-self: start;
    max-height: calc(100vh - var(--navbar-height));
    overflow-y: auto;
    padding: 1rem 0.75rem 2rem;
    border-right: 1px solid var(--color-border);
  }
`;

export const article = css`
  width: 100%;
  max-width: var(--content-max);
  margin: 0 auto;
  padding: 1.5rem 1.25rem 3rem;
  ${desktopUp} {
    padding: 2rem 2.5rem 4rem;
  }
  h1 {
    font-size: 2.25rem;
    margin: 0 0 1rem;
  }
  h2 {
    font-size: 1.6rem;
    margin: 2.5rem 0 0.8rem;
  }
  h3 {
    font-size: 1.25rem;
    margin: 2rem 0 0.6rem;
  }
  p,
  ul,
  ol {
    margin: 0 0 1rem;
  }
  li + li {
    margin-top: 0.25rem;
  }
  blockquote {
    margin: 1.25rem 0;
    padding: 0.5rem 1rem;
    border-left: 4px solid var(--color-border);
    color: var(--color-text-muted);
  }
  hr {
    border: 0;
    border-top: 1px solid var(--color-border);
    margin: 2rem 0;
  }
`;

export const pager = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 1rem;
  margin-top: 3rem;
  a {
    display: block;
    padding: 0.8rem 1rem;
    border: 1px solid var(--color-border);
    border-radius: var(--radius);
    text-decoration: none;
    color: var(--color-text);
  }
  a:hover {
    border-color: var(--color-primary);
  }
  small {
    display: block;
    color: var(--color-text-muted);
    font-size: 0.8rem;
  }
  strong {
    color: var(--color-link);
  }
`;

export const next = css`
  grid-column: 2;
  text-align: right;
`;
