/**
 * @jest-environment node
 */
// The build renders the stylesheet in Node, where Emotion writes CSS text instead of inserting rules in a document.
import { renderGlobalStyleSheet } from "./global-styles";

describe("the site-wide stylesheet", () => {
  it(
    "is plain CSS for a page's <head>: tokens for both colour modes, " + "base rules and print rules, nesting resolved",
    () => {
      const sheet = renderGlobalStyleSheet();
      expect(sheet).toContain(":root{");
      expect(sheet).toContain('[data-theme="dark"]{');
      expect(sheet).toContain("*,*::before,*::after{box-sizing:border-box;}");
      expect(sheet).toMatch(/@media print\{/);
      expect(sheet).not.toContain("&");
      // The route progress bar's rules: nprogress draws its own elements.
      expect(sheet).toContain("#nprogress .bar{");
      // No vendor prefixer: never obsolete properties no browser knows.
      expect(sheet).toContain("scroll-padding-top:");
      expect(sheet).not.toContain("scroll-snap-padding");
      expect(sheet.split("{").length).toBe(sheet.split("}").length);
    },
  );
});
