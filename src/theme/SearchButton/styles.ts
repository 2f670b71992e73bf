// Styles of the navbar search button and its keyboard-shortcut hint.
import { css } from "@emotion/react";
import { siteConfig } from "../../config/site";

export const button = css`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.35rem 0.5rem 0.35rem 0.7rem;
  border: 1px solid var(--color-border);
  border-radius: 999px;
  background: var(--color-bg-soft);
  color: var(--color-text-muted);
  font: inherit;
  font-size: 0.9rem;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    border-color: var(--color-primary);
    color: var(--color-text);
  }
  svg {
    flex-shrink: 0;
  }
  /* Tight navbars keep the icon; the word leaves the screen but still names the link. */
  @media (max-width: 480px) {
    padding: 0.45rem;
    .search-label {
      position: absolute;
      width: 1px;
      height: 1px;
      margin: -1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
      white-space: nowrap;
    }
  }
`;

export const keys = css`
  display: inline-flex;
  gap: 0.2rem;
  kbd {
    min-width: 1.5em;
    padding: 0 0.35em;
    border: 1px solid var(--color-border);
    border-radius: 4px;
    background: var(--color-bg);
    font-family: inherit;
    font-size: 0.75rem;
    line-height: 1.5;
    text-align: center;
  }
  @media (max-width: ${siteConfig.breakpoints.narrowMaxWidth}px) {
    display: none;
  }
`;
