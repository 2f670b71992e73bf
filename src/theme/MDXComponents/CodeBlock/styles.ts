// Styles of code blocks: title bar, scrollable body, highlighted lines and the copy button.
import { css } from "@emotion/react";

export const figure = css`
  position: relative;
  margin: 1.25rem 0;
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  background: var(--color-code-bg);
  overflow: hidden;
`;

export const title = css`
  margin: 0;
  padding: 0.45rem 0.9rem;
  border-bottom: 1px solid var(--color-border);
  font-family: var(--font-mono);
  font-size: 0.82rem;
  color: var(--color-text-muted);
`;

export const pre = css`
  margin: 0;
  padding: 0.9rem 0;
  overflow-x: auto;
  color: var(--color-code-text);
  font-size: 0.875rem;
  line-height: 1.6;
  tab-size: 2;
  & > code {
    display: grid;
    min-width: fit-content;
    background: none;
    border: 0;
    padding: 0;
  }
  .code-line {
    display: block;
    padding: 0 0.9rem;
    min-height: 1.6em;
  }
  .highlight-line {
    background: var(--color-highlight-line);
    box-shadow: inset 3px 0 0 var(--color-primary);
  }
`;

export const copy = css`
  position: absolute;
  top: 0.4rem;
  right: 0.4rem;
  padding: 0.25rem 0.55rem;
  border: 1px solid var(--color-border);
  border-radius: 6px;
  background: var(--color-bg-raised);
  color: var(--color-text);
  font: inherit;
  font-size: 0.78rem;
  cursor: pointer;
  opacity: 0.85;
  &:hover,
  &:focus-visible {
    opacity: 1;
  }
`;
