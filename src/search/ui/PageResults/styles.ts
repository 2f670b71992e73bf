// Styles of the /search page's result list.
import { css } from "@emotion/react";

export const count = css`
  margin: 0 0 1rem;
  color: var(--color-text-muted);
`;

export const pages = css`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const page = css`
  padding: 1rem 1.25rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  background: var(--color-bg-raised, var(--color-bg));
`;

export const category = css`
  margin: 0;
  color: var(--color-text-muted);
  font-size: 0.8rem;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const pageTitle = css`
  margin: 0.2rem 0 0.5rem;
  font-size: 1.2rem;
  a {
    text-decoration: none;
  }
`;

export const sections = css`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const section = css`
  display: flex;
  flex-direction: column;
  padding: 0.35rem 0.5rem;
  border-radius: 6px;
  color: var(--color-text);
  text-decoration: none;
  &:hover,
  &:focus-visible {
    background: var(--color-bg-soft);
  }
`;

export const path = css`
  color: var(--color-link, var(--color-primary));
  font-size: 0.9rem;
  font-weight: 600;
`;

export const snippet = css`
  color: var(--color-text-muted);
  font-size: 0.92rem;
`;

export const more = css`
  display: block;
  margin: 1.5rem auto 0;
  padding: 0.6rem 1.25rem;
  border: 1px solid var(--color-primary);
  border-radius: var(--radius);
  background: transparent;
  color: var(--color-primary);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;
