// Styles of the breadcrumb trail above a doc's title.
import { css } from "@emotion/react";

export const list = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.3rem;
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
  font-size: 0.86rem;
  color: var(--color-text-muted);
  li + li::before {
    content: "›";
    margin-right: 0.3rem;
    color: var(--color-text-muted);
  }
  a {
    color: var(--color-text-muted);
    text-decoration: none;
    padding: 0.1rem 0.3rem;
    border-radius: 4px;
  }
  a:hover {
    background: var(--color-bg-soft);
    color: var(--color-text);
  }
`;

export const current = css`
  color: var(--color-text);
  font-weight: 600;
  padding: 0.1rem 0.3rem;
`;
