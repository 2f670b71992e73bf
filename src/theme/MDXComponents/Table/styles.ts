// Styles of content tables: columns sized by their content, a framed box that scrolls sideways with a shadow cue.
import { css } from "@emotion/react";

export const frame = css`
  /* Off screen, its layout and paint wait until it comes near: a long page of tables loads with less work. */
  content-visibility: auto;
  contain-intrinsic-size: auto 12rem;
  position: relative;
  margin: 1.4rem 0;
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  --table-edge-shadow: rgba(16, 24, 40, 0.2);
  [data-theme="dark"] & {
    --table-edge-shadow: rgba(0, 0, 0, 0.7);
  }
  /* Shadows over the edge that hides more columns (set by the component while the table overflows). */
  &::before,
  &::after {
    content: "";
    position: absolute;
    top: 0;
    bottom: 0;
    z-index: 1;
    width: 1.25rem;
    pointer-events: none;
    opacity: 0;
    transition: opacity 0.15s;
  }
  &::before {
    left: 0;
    border-radius: var(--radius) 0 0 var(--radius);
    background: linear-gradient(to right, var(--table-edge-shadow), transparent);
  }
  &::after {
    right: 0;
    border-radius: 0 var(--radius) var(--radius) 0;
    background: linear-gradient(to left, var(--table-edge-shadow), transparent);
  }
  &[data-more-start]::before,
  &[data-more-end]::after {
    opacity: 1;
  }
`;

export const wrapper = css`
  overflow-x: auto;
  border-radius: var(--radius);
  &:focus-visible {
    outline-offset: 3px;
  }
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
  /* An identifier stays whole: it wraps only at spaces and at the <wbr> the build puts after "/" and ".". */
  code {
    overflow-wrap: normal;
    word-break: normal;
  }
  tbody tr:nth-of-type(even) td {
    background: color-mix(in srgb, var(--color-bg-soft) 55%, transparent);
  }
  tr:last-child td {
    border-bottom: 0;
  }
`;
