// Styles of the admonition callout: a coloured rail and label per kind.
import { css } from "@emotion/react";

export const admonition = css`
  margin: 1.5rem 0;
  padding: 0.9rem 1.1rem;
  border: 1px solid var(--color-border);
  border-left: 5px solid var(--admonition-color);
  border-radius: var(--radius);
  background: var(--color-bg-soft);
  & > :last-child {
    margin-bottom: 0;
  }
`;

export const heading = css`
  display: flex;
  align-items: center;
  gap: 0.45rem;
  margin: 0 0 0.4rem;
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.05em;
  text-transform: uppercase;
  color: var(--admonition-color);
`;

export const body = css`
  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
`;
