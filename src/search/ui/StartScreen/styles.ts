// Styles of the empty-query screen: saved searches in rows like the result options, with their buttons.
import { css } from "@emotion/react";

export { group, groupTitle, link, row } from "../HitList/styles";

export const empty = css`
  margin: 1.5rem 0;
  color: var(--color-text-muted);
  text-align: center;
`;

export const screen = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

export const rows = css`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
`;

export const mainCell = css`
  display: flex;
  flex: 1;
  min-width: 0;
`;

export const actionCell = css`
  display: flex;
  padding-right: 0.25rem;
  button {
    display: inline-flex;
    padding: 0.35rem;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
  button:hover {
    background: rgba(127, 127, 127, 0.2);
  }
`;
