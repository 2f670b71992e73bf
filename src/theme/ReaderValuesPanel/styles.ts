// Styles of the "Your values" panel: a one-line disclosure that opens into a small form, themed by CSS variables.
import { css } from "@emotion/react";
import { codeField, outlinedButton } from "../../ui/tokens";

export const panel = css`
  margin: 0 0 1.5rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  background: var(--color-bg-soft);
  &[open] > summary {
    border-bottom: 1px solid var(--color-border);
  }
`;

export const summary = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.25rem 0.75rem;
  padding: 0.6rem 0.95rem;
  cursor: pointer;
  list-style-position: inside;
  border-radius: var(--radius);
  &::marker {
    color: var(--color-primary);
  }
  &:hover {
    background: var(--color-bg-hover);
  }
`;

export const title = css`
  font-weight: 700;
`;

export const state = css`
  color: var(--color-text-muted);
  font-size: 0.9rem;
`;

export const form = css`
  padding: 0.85rem 0.95rem 0.95rem;
`;

export const intro = css`
  margin: 0 0 0.85rem;
  font-size: 0.93rem;
`;

export const fields = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
  gap: 0.85rem 1rem;
`;

export const field = css`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  min-width: 0;
`;

export const label = css`
  font-size: 0.88rem;
  font-weight: 650;
`;

export const input = css`
  ${codeField}
  width: 100%;
  padding: 0.45rem 0.6rem;
  font-size: 0.85rem;
`;

export const hint = css`
  color: var(--color-text-muted);
  font-size: 0.8rem;
`;

export const error = css`
  color: var(--color-danger);
  font-size: 0.84rem;
  font-weight: 600;
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem;
  margin-top: 1rem;
`;

export const button = css`
  ${outlinedButton}
  padding: 0.45rem 0.9rem;
  font-size: 0.9rem;
`;

export const primaryButton = css`
  ${button};
  border-color: var(--color-primary);
  background: var(--color-primary);
  color: var(--color-primary-contrast);
  font-weight: 600;
  &:hover {
    background: var(--color-primary-hover);
  }
`;

export const status = css`
  margin: 0.75rem 0 0;
  font-size: 0.9rem;
`;
