// Styles of code blocks: title bar, scrollable themed body, highlighted lines and the copy button.
import { css } from "@emotion/react";
import { outlinedButton } from "../../../ui/tokens";

/** The code's type size (rem), line height and padding, and the title bar's type size and padding (rem). */
const CODE_SIZE = 0.774;
const CODE_LINE_HEIGHT = 1.65;
const CODE_PADDING = 0.95;
const TITLE_SIZE = 0.8;
const TITLE_PADDING = 0.5;

/**
 * The height a block of `lines` lines takes once drawn, for the browser to reserve while it is off screen: the page
 * does not grow under the reader when it comes into view.
 */
export function sizeBeforeDrawn(lines: number, titled: boolean): { containIntrinsicSize: string } {
  const code = lines * CODE_SIZE * CODE_LINE_HEIGHT + 2 * CODE_PADDING;
  const title = titled ? TITLE_SIZE * CODE_LINE_HEIGHT + 2 * TITLE_PADDING : 0;
  // The size is the content's: the frame's borders come on top, the title bar's is inside.
  return { containIntrinsicSize: `auto calc(${Number((code + title).toFixed(3))}rem + ${titled ? 1 : 0}px)` };
}

export const figure = css`
  /* Off screen, its layout and paint wait until it comes near: a long page of samples loads with less work. */
  content-visibility: auto;
  contain-intrinsic-size: auto 10rem;
  margin: 1.4rem 0;
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  background: var(--color-code-bg);
  overflow: hidden;
`;

export const title = css`
  margin: 0;
  padding: ${TITLE_PADDING}rem ${CODE_PADDING}rem;
  border-bottom: 1px solid var(--color-border);
  background: var(--color-bg-soft);
  color: var(--color-text);
  font-family: var(--font-mono);
  font-size: ${TITLE_SIZE}rem;
  line-height: ${CODE_LINE_HEIGHT};
  /* A title that names a long path (an MQTT topic) wraps on a phone instead of running out of the box. */
  overflow-wrap: anywhere;
  font-weight: 600;
`;

export const frame = css`
  position: relative;
  /* Width of the copy button ("Copied" included) and its gap to the edge. */
  --copy-button-room: 6rem;
  /* A one-line block puts the button beside its code instead of over it: an id at the end of a URL stays visible. */
  &:has(> pre > code > .code-line:only-child) {
    display: flex;
    align-items: center;
    --copy-button-room: 0.95rem;
    & > pre {
      flex: 1;
      min-width: 0;
    }
    & > button {
      position: static;
      flex: none;
      margin-right: 0.45rem;
    }
  }
  &:hover button,
  & button:focus-visible {
    opacity: 1;
  }
`;

export const pre = css`
  margin: 0;
  padding: ${CODE_PADDING}rem 0;
  overflow-x: auto;
  color: var(--color-code-text);
  line-height: ${CODE_LINE_HEIGHT};
  tab-size: 2;
  & > code {
    display: grid;
    font-size: ${CODE_SIZE}rem;
    min-width: fit-content;
    background: none;
    border: 0;
    padding: 0;
  }
  .code-line {
    display: block;
    padding: 0 ${CODE_PADDING}rem;
    min-height: ${CODE_LINE_HEIGHT}em;
  }
  /* The copy button sits at the top right, over the first line: that line keeps room for it, so no code hides under
     it. */
  .code-line:first-of-type {
    padding-right: var(--copy-button-room);
  }
  .highlight-line {
    background: var(--color-highlight-line);
    box-shadow: inset 3px 0 0 var(--color-primary);
  }
  /* Token colours of the build-time highlighting (rehype-prism-plus): the variables of the palette, per colour mode. */
  .token.comment,
  .token.prolog,
  .token.doctype,
  .token.cdata {
    color: var(--token-comment);
    font-style: italic;
  }
  .token.punctuation {
    color: var(--token-punctuation);
  }
  .token.property,
  .token.tag,
  .token.constant,
  .token.symbol,
  .token.deleted {
    color: var(--token-property);
  }
  .token.boolean,
  .token.number {
    color: var(--token-number);
  }
  .token.selector,
  .token.attr-name,
  .token.string,
  .token.char,
  .token.builtin,
  .token.inserted {
    color: var(--token-string);
  }
  .token.operator,
  .token.entity,
  .token.url {
    color: var(--token-operator);
  }
  .token.atrule,
  .token.attr-value,
  .token.keyword {
    color: var(--token-keyword);
  }
  .token.function,
  .token.class-name {
    color: var(--token-function);
  }
  .token.regex,
  .token.important,
  .token.variable {
    color: var(--token-variable);
  }
`;

export const copy = css`
  position: absolute;
  top: 0.45rem;
  right: 0.45rem;
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
  ${outlinedButton}
  padding: 0.25rem 0.5rem;
  border-color: var(--color-border);
  font-size: 0.76rem;
  opacity: 0.75;
  transition: opacity 0.15s;
  @media (hover: none) {
    opacity: 1;
  }
`;
