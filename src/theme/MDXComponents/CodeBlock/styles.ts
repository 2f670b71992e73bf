// Styles of code blocks: title bar, scrollable themed body, highlighted lines and the copy button.
import { css } from "@emotion/react";
import { outlinedButton } from "../../../ui/tokens";

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
  padding: 0.5rem 0.95rem;
  border-bottom: 1px solid var(--color-border);
  background: var(--color-bg-soft);
  color: var(--color-text);
  font-family: var(--font-mono);
  font-size: 0.8rem;
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
  padding: 0.95rem 0;
  overflow-x: auto;
  color: var(--color-code-text);
  font-size: 0.86rem;
  line-height: 1.65;
  tab-size: 2;
  & > code {
    display: grid;
    min-width: fit-content;
    background: none;
    border: 0;
    padding: 0;
  }
  .code-line {
    display: block;
    padding: 0 0.95rem;
    min-height: 1.65em;
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
