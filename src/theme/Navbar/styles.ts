// Styles of the top navbar: brand and links on the left, actions on the right; a menu button below the desktop width.
import { css } from "@emotion/react";
import { belowDesktop, desktopUp, iconButton } from "../tokens";

export const bar = css`
  position: sticky;
  top: 0;
  z-index: 50;
  height: var(--navbar-height);
  display: flex;
  align-items: center;
  gap: 1.25rem;
  padding: 0 1.25rem;
  border-bottom: 1px solid var(--color-border);
  background: var(--color-bg);
  transition: transform 0.2s ease;
  ${belowDesktop} {
    gap: 0.5rem;
    padding: 0 0.75rem;
  }
`;

export const hidden = css`
  transform: translateY(-100%);
`;

export const menuButton = css`
  ${iconButton};
  ${desktopUp} {
    display: none;
  }
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
  display: inline-flex;
  align-items: center;
  padding: 0.35rem 0.7rem;
  border-radius: var(--radius-small);
  color: var(--color-text);
  font-weight: 550;
  text-decoration: none;
  transition: background-color 0.15s, color 0.15s;
  &:hover {
    background: var(--color-bg-hover);
  }
  &[aria-current="page"],
  &.active {
    color: var(--color-primary);
  }
`;

export const external = css`
  gap: 0.3rem;
  ${belowDesktop} {
    display: none;
  }
`;

export const right = css`
  display: flex;
  align-items: center;
  gap: 0.4rem;
  margin-left: auto;
  ${desktopUp} {
    gap: 0.5rem;
  }
`;
