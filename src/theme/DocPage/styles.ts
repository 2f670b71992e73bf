// Styles of a docs page: sticky sidebar column, readable article column, sticky table of contents, pager.
import { css } from "@emotion/react";
import { belowDesktop, desktopUp } from "../../ui/tokens";

export const grid = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  ${desktopUp} {
    grid-template-columns: auto minmax(0, 1fr);
  }
`;

export const aside = css`
  position: sticky;
  top: var(--navbar-height);
  display: flex;
  flex-direction: column;
  align-self: start;
  width: var(--sidebar-width);
  height: calc(100vh - var(--navbar-height));
  border-right: 1px solid var(--color-border);
  ${belowDesktop} {
    display: none;
  }
  @media (min-width: 996px) and (max-width: 1199px) {
    width: 260px;
  }
`;

export const asideHidden = css`
  width: 2.75rem;
  @media (min-width: 996px) and (max-width: 1199px) {
    width: 2.75rem;
  }
`;

export const sidebarScroll = css`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 1rem 0.6rem 1.5rem 0.75rem;
  scrollbar-width: thin;
`;

const edgeButton = css`
  display: flex;
  align-items: center;
  justify-content: center;
  border: 0;
  background: var(--color-bg);
  color: var(--color-text-muted);
  cursor: pointer;
  &:hover {
    background: var(--color-bg-hover);
    color: var(--color-text);
  }
`;

// Sticky to the window's bottom: visible even while the announcement bar pushes the column down.
export const collapseButton = css`
  ${edgeButton};
  position: sticky;
  bottom: 0;
  flex: none;
  height: 2.5rem;
  border-top: 1px solid var(--color-border);
`;

export const expandButton = css`
  ${edgeButton};
  width: 100%;
  height: 100%;
  background: transparent;
`;

export const body = css`
  display: block;
  width: 100%;
  max-width: calc(var(--content-max) + 5rem);
  margin: 0 auto;
`;

export const bodyWithToc = css`
  ${desktopUp} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) 200px;
    max-width: calc(var(--content-max) + var(--toc-width) + 5rem);
  }
  @media (min-width: 1200px) {
    grid-template-columns: minmax(0, 1fr) var(--toc-width);
  }
`;

export const tocDesktop = css`
  position: sticky;
  top: calc(var(--navbar-height) + 2rem);
  align-self: start;
  max-height: calc(100vh - var(--navbar-height) - 4rem);
  overflow-y: auto;
  padding: 0 1.25rem 1rem 0.5rem;
  margin-top: 2rem;
  ${belowDesktop} {
    display: none;
  }
`;

export const tocMobile = css`
  ${desktopUp} {
    display: none;
  }
`;

export const article = css`
  min-width: 0;
  padding: 1.5rem 1.25rem 3rem;
  ${desktopUp} {
    padding: 2rem 2.5rem 4rem;
  }
  @media (min-width: 996px) and (max-width: 1199px) {
    padding: 2rem 1.75rem 4rem;
  }
  & > h1 {
    font-size: 2.25rem;
    font-weight: 750;
    margin: 0 0 1.25rem;
    ${belowDesktop} {
      font-size: 1.9rem;
    }
  }
  h2 {
    font-size: 1.55rem;
    font-weight: 700;
    margin: 2.75rem 0 0.9rem;
  }
  h3 {
    font-size: 1.22rem;
    font-weight: 650;
    margin: 2rem 0 0.6rem;
  }
  h4 {
    font-size: 1.05rem;
    margin: 1.5rem 0 0.5rem;
  }
  p,
  ul,
  ol {
    margin: 0 0 1.1rem;
  }
  ul,
  ol {
    padding-left: 1.5rem;
  }
  li + li {
    margin-top: 0.3rem;
  }
  li > ul,
  li > ol {
    margin: 0.3rem 0 0;
  }
  blockquote {
    margin: 1.25rem 0;
    padding: 0.5rem 1rem;
    border-left: 4px solid var(--color-border-strong);
    color: var(--color-text-muted);
  }
  hr {
    border: 0;
    border-top: 1px solid var(--color-border);
    margin: 2rem 0;
  }
`;

export const pager = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 1rem;
  margin-top: 3.5rem;
  padding-top: 2rem;
  border-top: 1px solid var(--color-border);
`;

export const pagerLink = css`
  display: block;
  padding: 0.9rem 1.1rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  color: var(--color-text);
  text-decoration: none;
  line-height: 1.4;
  transition: border-color 0.15s, box-shadow 0.15s;
  &:hover {
    border-color: var(--color-primary);
    box-shadow: var(--shadow-raised);
  }
  small {
    display: block;
    margin-bottom: 0.2rem;
    color: var(--color-text-muted);
    font-size: 0.8rem;
  }
  strong {
    color: var(--color-link);
    font-size: 1rem;
  }
`;

export const next = css`
  grid-column: 2;
  text-align: right;
`;
