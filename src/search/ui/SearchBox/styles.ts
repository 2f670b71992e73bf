// Styles of the search input row: icon or spinner, input, clear button.
import { css, keyframes } from "@emotion/react";
import { reducedMotion } from "../../../ui/tokens";

export const box = css`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  flex: 1;
  min-width: 0;
  height: 48px;
  padding: 0 0.75rem;
  border: 2px solid var(--color-primary);
  border-radius: var(--radius);
  background: var(--color-bg);
  color: var(--color-text);
`;

export const icon = css`
  display: inline-flex;
  color: var(--color-primary);
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const spinner = css`
  animation: ${spin} 0.8s linear infinite;
  ${reducedMotion} {
    animation-duration: 2.4s;
  }
`;

export const input = css`
  flex: 1;
  min-width: 0;
  height: 100%;
  border: 0;
  outline: none;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 1.05rem;
  &::-webkit-search-cancel-button {
    display: none;
  }
`;

export const clear = css`
  display: inline-flex;
  padding: 0.25rem;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: var(--color-text-muted);
  cursor: pointer;
  &:hover {
    color: var(--color-text);
  }
`;
