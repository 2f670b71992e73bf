// Styles of the not-found screen.
import { css } from "@emotion/react";

export const wrap = css`
  max-width: 640px;
  margin: 0 auto;
  padding: 5rem 1.25rem;
  text-align: center;
  h1 {
    margin: 0 0 1rem;
    font-size: 2rem;
  }
  p {
    color: var(--color-text-muted);
  }
  /* The ways on: the links under the text (the list of similar pages has styles of its own). */
  & > ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.75rem;
    margin: 2rem 0 0;
    padding: 0;
    list-style: none;
  }
  & > ul a {
    display: inline-block;
    padding: 0.5rem 1rem;
    border: 1px solid var(--color-border);
    border-radius: var(--radius);
    text-decoration: none;
    font-weight: 600;
  }
  & > ul a:hover {
    border-color: var(--color-primary);
  }
`;

export const code = css`
  margin: 0 0 0.5rem;
  font-size: 3.5rem;
  font-weight: 800;
  letter-spacing: -0.03em;
  line-height: 1;
  /* Outranks the muted colour of the screen's paragraphs. */
  && {
    color: var(--color-link);
  }
`;
