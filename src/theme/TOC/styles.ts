// Styles of the table of contents: a quiet list with a rail, the current section in the primary colour.
import { css } from "@emotion/react";
import { overline } from "../../ui/tokens";

export const toc = css`
  font-size: 0.85rem;
  line-height: 1.4;
`;

export const title = css`
  ${overline};
  margin: 0 0 0.6rem;
  color: var(--color-text);
  font-size: 0.78rem;
`;

export const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  /* Nested (h3) entries share the same rail, further in. */
  & & a {
    padding-left: 1.6rem;
  }
`;

export const link = css`
  display: block;
  padding: 0.28rem 0 0.28rem 0.75rem;
  border-left: 2px solid var(--color-border);
  color: var(--color-text-muted);
  text-decoration: none;
  /* Long identifiers wrap at their <wbr> points first, anywhere only as a last resort: nothing runs off the window. */
  overflow-wrap: anywhere;
  transition: color 0.12s, border-color 0.12s;
  &:hover {
    color: var(--color-text);
  }
  &.toc-active {
    border-left-color: var(--color-primary);
    color: var(--color-link);
    font-weight: 600;
  }
`;
