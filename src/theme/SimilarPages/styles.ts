// Styles of the not-found page's list of pages with similar names.
import { css } from "@emotion/react";

export const region = css`
  margin: 2.5rem auto 0;
  max-width: 480px;
  text-align: left;
`;

export const heading = css`
  margin: 0 0 0.75rem;
  font-size: 1.1rem;
  text-align: center;
`;

export const list = css`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  li + li {
    border-top: 1px solid var(--color-border);
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 0.25rem 1rem;
    padding: 0.6rem 1rem;
  }
`;

export const link = css`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export const sectionName = css`
  color: var(--color-text-muted);
  font-size: 0.85rem;
`;
