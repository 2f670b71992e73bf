// Styles of the search page shell.
import { css } from "@emotion/react";
import { filledButton } from "../../../ui/tokens";

export const wrap = css`
  max-width: var(--content-max);
  margin: 0 auto;
  padding: 2rem 1.25rem 4rem;
`;

export const form = css`
  display: flex;
  gap: 0.5rem;
  margin: 1rem 0 1.5rem;
  input {
    flex: 1;
    min-width: 0;
    padding: 0.6rem 0.8rem;
    border: 1px solid var(--color-border);
    border-radius: var(--radius);
    background: var(--color-bg);
    color: var(--color-text);
    font: inherit;
  }
  button {
    ${filledButton}
    padding: 0.6rem 1rem;
    font-weight: 600;
  }
`;

export const noscript = css`
  padding: 0.75rem 1rem;
  border-left: 4px solid var(--color-warning, var(--color-primary));
  background: var(--color-bg-soft);
`;
