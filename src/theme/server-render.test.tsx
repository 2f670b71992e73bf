/**
 * @jest-environment node
 */
// The server render's style wiring (gatsby-ssr.tsx): each page's component rules in <head>, none in <body>, and no
// file read while rendering (Gatsby would warn of an unsafe builtin and rebuild every page on every build).
import fs from "fs";
import { css } from "@emotion/react";
import type { ReactElement, ReactNode } from "react";
import { onRenderBody, replaceRenderer } from "../../gatsby-ssr";
import { renderGlobalStyleSheet } from "./global-styles";

const box = css`
  display: flex;
  color: var(--color-text);
  mask-image: none;
  scroll-padding-top: 1rem;
`;

/** Runs the page renderer on a body and returns the HTML and <head> elements it handed to Gatsby. */
function renderPage(body: ReactElement): { html: string; head: ReactNode[] } {
  let html = "";
  const head: ReactNode[] = [];
  const replace = replaceRenderer as unknown as (args: Record<string, unknown>) => void;
  replace({
    bodyComponent: body,
    replaceBodyHTMLString: (value: string) => {
      html = value;
    },
    setHeadComponents: (components: ReactNode[]) => head.push(...components),
  });
  return { html, head };
}

const styleText = (element: ReactNode): string =>
  (element as ReactElement<{ dangerouslySetInnerHTML: { __html: string } }>).props.dangerouslySetInnerHTML.__html;

describe("the server render's styles", () => {
  it("writes a page's component rules into <head>, keyed for the browser's Emotion, and none into <body>", () => {
    const { html, head } = renderPage(<p css={box}>Styled</p>);
    expect(html).toMatch(/^<p class="css-[\w-]+">Styled<\/p>$/);
    expect(html).not.toContain("<style");
    const className = /class="css-([\w-]+)"/.exec(html)![1]!;
    expect(head).toHaveLength(1);
    const style = head[0] as ReactElement<{ "data-emotion": string }>;
    expect(style.props["data-emotion"]).toBe(`css ${className}`);
    expect(styleText(style)).toContain(`.css-${className}{display:flex;color:var(--color-text);`);
  });

  it("writes no vendor prefixes of its own (stylis's prefixer writes properties no browser knows)", () => {
    const sheet = styleText(renderPage(<div css={box} />).head[0]);
    expect(sheet).toContain("scroll-padding-top:1rem");
    expect(sheet).not.toMatch(/-webkit-|scroll-snap-padding/);
  });

  it("reads no file while rendering a page and its <head> (Gatsby's HTML renderer treats that as unsafe)", () => {
    // Modules load before the spies: only what rendering itself does is counted.
    const spies = (["existsSync", "statSync", "readFileSync", "readdirSync", "lstatSync"] as const).map((method) =>
      jest.spyOn(fs, method),
    );
    try {
      renderPage(<p css={box}>Styled</p>);
      renderGlobalStyleSheet();
      (onRenderBody as unknown as (args: Record<string, unknown>) => void)({
        pathname: "/docs/data/",
        setHeadComponents: () => undefined,
        setPreBodyComponents: () => undefined,
      });
      for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});
