// Styles of the footer: one quiet, centred copyright line.
import { css } from "@emotion/react";

export const footer = css`
  padding: 1.75rem 1.25rem;
  border-top: 1px solid var(--color-border);
  background: var(--color-bg-soft);
  color: var(--color-text-muted);
  text-align: center;
  font-size: 0.88rem;
`;
