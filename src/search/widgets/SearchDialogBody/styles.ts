// Styles of the search dialog's body: header with the box, scrolling screens, footer with the shortcuts.
import { css } from "@emotion/react";
import { narrowScreen } from "../../../ui/tokens";

export { fillingRow as form } from "../../../ui/tokens";

export const frame = css`
  display: flex;
  flex-direction: column;
  max-height: min(640px, calc(100vh - 120px));
  ${narrowScreen} {
    max-height: 100%;
    height: 100%;
  }
`;

export const header = css`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.75rem;
`;

export const cancel = css`
  display: none;
  padding: 0.4rem;
  border: 0;
  background: transparent;
  color: var(--color-primary);
  font: inherit;
  cursor: pointer;
  ${narrowScreen} {
    display: inline-block;
  }
`;

export const body = css`
  flex: 1;
  min-height: 80px;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 0 0.75rem 0.75rem;
`;

export const footer = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 0.6rem 0.9rem;
  border-top: 1px solid var(--color-border);
  font-size: 0.82rem;
  color: var(--color-text-muted);
`;

export const seeAll = css`
  font-weight: 600;
`;

export const keys = css`
  display: flex;
  gap: 0.9rem;
  margin: 0;
  padding: 0;
  list-style: none;
  kbd {
    margin-right: 0.2rem;
  }
  ${narrowScreen} {
    display: none;
  }
`;
