// Styles of content tables: a scrollable, framed wrapper so wide tables never break the page on phones.
import { css } from "@emotion/react";

export const wrapper = css`
  margin: 1.4rem 0;
  overflow-x: auto;
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
`;

export const table = css`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.93rem;
  line-height: 1.5;
  th,
  td {
    padding: 0.6rem 0.85rem;
    border-bottom: 1px solid var(--color-border);
    text-align: left;
    vertical-align: top;
  }
  th {
    background: var(--color-bg-soft);
    color: var(--color-text);
    font-weight: 650;
    white-space: nowrap;
  }
  tbody tr:nth-of-type(even) td {
    background: color-mix(in srgb, var(--color-bg-soft) 55%, transparent);
  }
  tr:last-child td {
    border-bottom: 0;
  }
`;
