// Styles of the admonition callout: a tinted box with a coloured rail and label per kind, themed by CSS variables.
import { css } from "@emotion/react";
import { overline } from "../../../ui/tokens";

export const admonition = css`
  margin: 1.5rem 0;
  padding: 0.9rem 1.15rem 1rem;
  border: 1px solid color-mix(in srgb, var(--admonition-color) 30%, transparent);
  border-left: 4px solid var(--admonition-color);
  border-radius: var(--radius);
  background: var(--admonition-bg);
  & > :last-child {
    margin-bottom: 0;
  }
`;

export const heading = css`
  ${overline};
  display: flex;
  align-items: center;
  gap: 0.45rem;
  && {
    margin: 0 0 0.45rem;
  }
  color: var(--admonition-color);
  font-size: 0.82rem;
`;

export const body = css`
  font-size: 0.97rem;
  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
`;
