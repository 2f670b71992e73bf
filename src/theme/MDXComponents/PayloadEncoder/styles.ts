// Styles of the payload encoder: a framed form with radio choices, a monospace input, a size meter and result blocks.
import { css } from "@emotion/react";
import { codeField } from "../../../ui/tokens";

/**
 * The encoder's place holds its height before its code has loaded (a little more than it takes at each width), so
 * nothing below it moves when it appears.
 */
export const place = css`
  min-height: 48.5rem;
  @media (min-width: 1200px) {
    min-height: 46.5rem;
  }
  @media (max-width: 480px) {
    min-height: 54rem;
  }
`;

export const encoder = css`
  margin: 1.5rem 0;
  padding: 1rem 1.15rem 0.4rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  background: var(--color-bg-soft);
`;

export const title = css`
  && {
    margin: 0 0 0.75rem;
  }
  font-weight: 700;
`;

export const choices = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem 1.1rem;
  margin: 0 0 0.9rem;
  padding: 0;
  border: 0;
`;

export const legend = css`
  width: 100%;
  margin-bottom: 0.35rem;
  padding: 0;
  font-size: 0.88rem;
  font-weight: 650;
`;

export const choice = css`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  font-size: 0.93rem;
  cursor: pointer;
`;

export const label = css`
  display: block;
  margin-bottom: 0.35rem;
  font-size: 0.88rem;
  font-weight: 650;
`;

export const textarea = css`
  ${codeField}
  display: block;
  width: 100%;
  min-height: 5.5rem;
  padding: 0.55rem 0.65rem;
  font-size: 0.86rem;
  resize: vertical;
`;

export const note = css`
  margin: 0.4rem 0 0.9rem;
  color: var(--color-text-muted);
  font-size: 0.88rem;
`;

export const error = css`
  margin: 0.4rem 0 0.9rem;
  color: var(--color-danger);
  font-size: 0.9rem;
  font-weight: 600;
`;

export const warning = css`
  margin: 0.4rem 0 0;
  color: var(--color-warning);
  font-size: 0.9rem;
  font-weight: 600;
`;

export const size = css`
  margin: 0 0 0.4rem;
`;

export const sizeLine = css`
  && {
    margin: 0 0 0.35rem;
  }
`;

export const meter = css`
  display: block;
  width: 100%;
  height: 0.7rem;
`;
