// Styles of the byte-layout figure: proportional boxes above a detail table.
import { css } from "@emotion/react";

export const figure = css`
  margin: 1.5rem 0;
`;

export const strip = css`
  display: flex;
  width: 100%;
  min-height: 3.5rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  overflow: hidden;
  background: var(--color-bg-soft);
`;

export const box = css`
  display: flex;
  flex-direction: column;
  justify-content: center;
  min-width: 2.75rem;
  padding: 0.35rem 0.4rem;
  border-right: 1px solid var(--color-border);
  text-align: center;
  overflow: hidden;
  &:nth-of-type(odd) {
    background: var(--color-bg-raised);
  }
  &:last-of-type {
    border-right: 0;
  }
`;

export const boxName = css`
  font-family: var(--font-mono);
  font-size: 0.78rem;
  font-weight: 600;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const boxSize = css`
  font-size: 0.72rem;
  color: var(--color-text-muted);
`;

export const caption = css`
  margin-bottom: 0.5rem;
  font-size: 0.88rem;
  color: var(--color-text-muted);
`;
