// Styles of the announcement bar: one centred line, hidden before paint when <html> marks it dismissed.
import { css } from "@emotion/react";
import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE } from "../../lib/announcement";

export const bar = css`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 2.5rem;
  padding: 0.45rem 3rem;
  font-size: 0.92rem;
  line-height: 1.4;
  text-align: center;
  html[${ANNOUNCEMENT_DISMISSED_ATTRIBUTE}] & {
    display: none;
  }
`;

export const content = css`
  a {
    color: inherit;
    font-weight: 650;
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

export const close = css`
  position: absolute;
  top: 50%;
  right: 0.6rem;
  transform: translateY(-50%);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
  opacity: 0.85;
  &:hover {
    opacity: 1;
    background: rgba(255, 255, 255, 0.15);
  }
  &:focus-visible {
    outline-color: currentColor;
  }
`;
