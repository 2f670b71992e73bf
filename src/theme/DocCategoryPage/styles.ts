// Styles of a generated category page: a responsive grid of cards.
import { css } from "@emotion/react";

export const intro = css`
  font-size: 1.08rem;
  color: var(--color-text-muted);
`;

// Doubled class selectors (&&) outrank the article's generic list and heading styles.
export const grid = css`
  && {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
    gap: 1rem;
    list-style: none;
    margin: 1.75rem 0 0;
    padding: 0;
  }
  && li + li {
    margin-top: 0;
  }
`;

export const card = css`
  display: block;
  height: 100%;
  padding: 1.1rem 1.2rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  background: var(--color-bg-raised);
  color: var(--color-text);
  text-decoration: none;
  transition: border-color 0.15s, box-shadow 0.15s, transform 0.15s;
  &:hover {
    border-color: var(--color-primary);
    box-shadow: var(--shadow-raised);
  }
  && h2 {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    margin: 0 0 0.4rem;
    font-size: 1.05rem;
    color: var(--color-link);
  }
  && p {
    margin: 0;
    font-size: 0.92rem;
    line-height: 1.55;
    color: var(--color-text-muted);
  }
`;

export const icon = css`
  flex: none;
`;
