// Styles of figures: a framed image with its caption below.
import { css } from "@emotion/react";

export const figure = css`
  margin: 1.5rem 0;
  text-align: center;
`;

export const image = css`
  display: block;
  width: 100%;
  height: auto;
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  background: #ffffff;
`;

/** The same frame around a <picture> made at build time. */
export const frame = css`
  overflow: hidden;
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  background: #ffffff;
`;

export const caption = css`
  margin-top: 0.5rem;
  font-size: 0.88rem;
  color: var(--color-text-muted);
`;
