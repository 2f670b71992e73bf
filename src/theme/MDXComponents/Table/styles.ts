// Styles of content tables: a scrollable wrapper so wide tables never break the page on phones.
import { css } from "@emotion/react";

export const wrapper = css`
  margin: 1.25rem 0;
  overflow-x: auto;
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
`;

export const table = css`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.94rem;
  th,
  td {
    padding: 0.55rem 0.8rem;
    border-bottom: 1px solid var(--color-border);
    text-align: left;
    vertical-align: top;
  }
  th {
    background: var(--color-bg-soft);
    font-weight: 650;
  }
  tr:last-child td {
    border-bottom: 0;
  }
`;
