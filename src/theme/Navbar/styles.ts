// Styles of the top navbar: brand on the left, links, then actions on the right.
import { css } from "@emotion/react";
import { belowDesktop } from "../tokens";

export const bar = css`
  position: sticky;
  top: 0;
  z-index: 20;
  height: var(--navbar-height);
  display: flex;
  align-items: center;
  gap: 1.25rem;
  padding: 0 1.25rem;
  border-bottom: 1px solid var(--color-border);
  background: var(--color-bg);
`;

export const brand = css`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  color: var(--color-text);
  font-weight: 700;
  font-size: 1.05rem;
  text-decoration: none;
  white-space: nowrap;
`;

export const links = css`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  flex: 1;
  ${belowDesktop} {
    display: none;
  }
`;

export const link = css`
  padding: 0.35rem 0.7rem;
  border-radius: 6px;
  color: var(--color-text);
  font-weight: 550;
  text-decoration: none;
  &:hover {
    background: var(--color-bg-soft);
  }
  &[aria-current="page"],
  &.active {
    color: var(--color-primary);
  }
`;

export const right = css`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin-left: auto;
`;
