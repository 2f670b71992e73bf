// Styles of the no-results screen.
import { css } from "@emotion/react";

export const screen = css`
  padding: 1.5rem 0.5rem;
  text-align: center;
  color: var(--color-text-muted);
`;

export const title = css`
  margin: 0 0 1rem;
  font-size: 1.1rem;
  color: var(--color-text);
  overflow-wrap: anywhere;
`;

export const suggestions = css`
  p {
    margin: 0 0 0.5rem;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.5rem;
    margin: 0 0 1.25rem;
    padding: 0;
    list-style: none;
  }
  button {
    padding: 0.3rem 0.75rem;
    border: 1px solid var(--color-border);
    border-radius: 999px;
    background: var(--color-bg);
    color: var(--color-link, var(--color-primary));
    font: inherit;
    cursor: pointer;
  }
  button:hover {
    border-color: var(--color-primary);
  }
`;

export const help = css`
  margin: 0;
  font-size: 0.9rem;
`;
