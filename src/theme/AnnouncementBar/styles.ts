// Styles of the announcement bar: one centred line, hidden before paint when <html> marks it dismissed.
import { css } from "@emotion/react";
import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE } from "../../lib/announcement";
import { narrowScreen } from "../../ui/tokens";

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
  /*
   * A browser paints a page it has only partly parsed, and a centred sentence moves as its words and links arrive: the
   * text shows once the bar is whole, that is once anything follows it (the navbar always does).
   */
  &:not(:has(~ *)) > div {
    visibility: hidden;
  }
  /* The ring takes the bar's own text colour: the site's focus blue is too close to a dark bar's background. */
  & :focus-visible {
    outline-color: currentColor;
  }
  /* Phones: one short line (the rest of the sentence scrolls sideways), so the bar and navbar leave room to read. */
  ${narrowScreen} {
    justify-content: flex-start;
    min-height: 2rem;
    padding: 0 2.6rem 0 0;
    font-size: 0.8rem;
    line-height: 1.3;
  }
`;

export const content = css`
  ${narrowScreen} {
    min-width: 0;
    overflow-x: auto;
    padding: 0.4rem 1.25rem 0.4rem 0.75rem;
    white-space: nowrap;
    scrollbar-width: none;
    /* The end of a line that runs on fades out, telling the reader it continues
       (Safari before 15.4 needs the prefix). */
    -webkit-mask-image: linear-gradient(to left, transparent, #000 1.25rem);
    mask-image: linear-gradient(to left, transparent, #000 1.25rem);
    &::-webkit-scrollbar {
      display: none;
    }
    a:focus-visible {
      outline-offset: -2px;
    }
  }
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
`;
