// Styles of the empty-query screen: saved searches in rows like the result options, with their buttons.
import { css } from "@emotion/react";

// The saved-search lists are laid out exactly like the result groups: the screen as the listbox, each list as a group.
export { group, group as rows, groupTitle, listbox as screen, row } from "../HitList/styles";

export const empty = css`
  margin: 1.5rem 0;
  color: var(--color-text-muted);
  text-align: center;
`;

export { fillingRow as mainCell } from "../../../ui/tokens";

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
