// Styles of the slide-in menu: a dimmed backdrop and a panel sliding in from the left.
import { css, keyframes } from "@emotion/react";
import { iconButton, reducedMotion } from "../../ui/tokens";

const slideIn = keyframes`
  from { transform: translateX(-100%); }
  to { transform: none; }
`;

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

export const root = css`
  position: fixed;
  inset: 0;
  z-index: 200;
`;

export const backdrop = css`
  position: absolute;
  inset: 0;
  background: var(--color-backdrop);
  animation: ${fadeIn} 0.2s ease;
  ${reducedMotion} {
    animation: none;
  }
`;

export const panel = css`
  position: absolute;
  top: 0;
  bottom: 0;
  left: 0;
  display: flex;
  flex-direction: column;
  width: min(88vw, 360px);
  background: var(--color-bg);
  box-shadow: 4px 0 24px rgba(0, 0, 0, 0.2);
  animation: ${slideIn} 0.22s ease;
  ${reducedMotion} {
    animation: none;
  }
`;

export const header = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  height: var(--navbar-height);
  padding: 0 0.4rem 0 0.85rem;
  border-bottom: 1px solid var(--color-border);
  /* The brand's full title fits the panel. */
  a {
    font-size: 0.95rem;
  }
`;

export const close = iconButton;

export const body = css`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 0.75rem 0.75rem 2rem;
`;

export const back = css`
  display: block;
  width: 100%;
  margin: 0 0 0.75rem;
  padding: 0.5rem 0.65rem;
  border: 0;
  border-radius: var(--radius-small);
  background: var(--color-bg-soft);
  color: var(--color-text);
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: var(--color-bg-hover);
  }
`;

export const menu = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const menuLink = css`
  display: flex;
  align-items: center;
  gap: 0.35rem;
  padding: 0.6rem 0.75rem;
  border-radius: var(--radius-small);
  color: var(--color-text);
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: var(--color-bg-hover);
  }
  &.active {
    color: var(--color-link);
    background: var(--color-primary-soft);
  }
`;
