// Styles of the home page: hero and the grid of documentation areas.
import { css } from "@emotion/react";

export const hero = css`
  padding: 4rem 1.25rem 3rem;
  text-align: center;
  background: linear-gradient(180deg, var(--color-bg-soft), var(--color-bg));
  border-bottom: 1px solid var(--color-border);
  h1 {
    font-size: clamp(2rem, 5vw, 3rem);
    margin: 0 0 0.75rem;
  }
  p {
    max-width: 42rem;
    margin: 0 auto 1.75rem;
    font-size: 1.15rem;
    color: var(--color-text-muted);
  }
`;

export const actions = css`
  display: flex;
  gap: 0.75rem;
  justify-content: center;
  flex-wrap: wrap;
`;

export const primary = css`
  display: inline-block;
  padding: 0.7rem 1.4rem;
  border-radius: var(--radius);
  background: var(--color-primary);
  color: var(--color-primary-contrast);
  font-weight: 650;
  text-decoration: none;
`;

export const secondary = css`
  display: inline-block;
  padding: 0.7rem 1.4rem;
  border-radius: var(--radius);
  border: 1px solid var(--color-border);
  color: var(--color-text);
  font-weight: 600;
  text-decoration: none;
`;

export const areas = css`
  max-width: 1200px;
  margin: 0 auto;
  padding: 3rem 1.25rem 4rem;
  h2 {
    text-align: center;
    font-size: 1.6rem;
  }
  ul {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(250px, 1fr));
    gap: 1rem;
    list-style: none;
    padding: 0;
    margin: 1.5rem 0 0;
  }
  a {
    display: block;
    height: 100%;
    padding: 1.1rem 1.2rem;
    border: 1px solid var(--color-border);
    border-radius: var(--radius);
    color: var(--color-text);
    text-decoration: none;
  }
  a:hover {
    border-color: var(--color-primary);
  }
  h3 {
    margin: 0 0 0.4rem;
    color: var(--color-link);
    font-size: 1.1rem;
  }
  p {
    margin: 0;
    color: var(--color-text-muted);
    font-size: 0.95rem;
  }
`;
