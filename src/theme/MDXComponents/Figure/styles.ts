// Styles of figures: a framed image with its caption below, schematics dimmed to dark panels in dark mode.
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
  /*
   * Dark mode: the light schematics (SVG wireframes) are shown inverted, hue kept, so they read as dark panels instead
   * of glaring white ones. The filter also inverts the frame, so its colour here is the inverse of the dark border.
   * Print keeps the original.
   */
  @media screen {
    [data-theme="dark"] &[src$=".svg"] {
      filter: invert(0.88) hue-rotate(180deg);
      border-color: #e4e4e4;
    }
  }
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
