// Styles of the crash screen: a calm, centred message with the error and the retry button.
import { css } from "@emotion/react";
import { filledButton } from "../../ui/tokens";

export const wrap = css`
  max-width: 720px;
  margin: 0 auto;
  padding: 4rem 1.25rem;
  h1 {
    font-size: 2rem;
    margin: 0 0 1rem;
  }
`;

export const message = css`
  margin: 0 0 0.75rem;
  padding: 0.8rem 1rem;
  border: 1px solid var(--color-danger);
  border-left-width: 5px;
  border-radius: var(--radius);
  background: var(--color-danger-bg);
  color: var(--color-text);
  font-family: var(--font-mono);
  font-size: 0.9rem;
  overflow-wrap: anywhere;
`;

export const cause = css`
  margin: 0 0 0.75rem;
  color: var(--color-text-muted);
  font-family: var(--font-mono);
  font-size: 0.85rem;
`;

export const button = css`
  margin-top: 0.75rem;
  ${filledButton}
  padding: 0.6rem 1.2rem;
  font-weight: 650;
  &:hover {
    background: var(--color-primary-hover);
  }
`;
