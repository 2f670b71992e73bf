import { CacheProvider, css } from "@emotion/react";
import { render } from "@testing-library/react";
import { createEmotionCache } from "./emotion-cache";

describe("the site's Emotion cache", () => {
  it(
    "inserts rules without vendor prefixes, in compat mode " +
      "(the server writes rules into <head>: no :first-child alarm)",
    () => {
      const cache = createEmotionCache();
      expect(cache.compat).toBe(true);
      render(
        <CacheProvider value={cache}>
          <ul
            css={css`
            display: flex;
            li:first-child {
              user-select: none;
            }
          `}
          >
            <li>One</li>
          </ul>
        </CacheProvider>,
      );
      const rules =
        cache.sheet.tags.flatMap((tag) => [...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText)).join("\n") +
        cache.sheet.tags.map((tag) => tag.textContent).join("");
      expect(rules).toMatch(/li:first-child/);
      expect(rules).toMatch(/user-select: ?none/);
      expect(rules).not.toMatch(/-webkit-|-moz-|-ms-/);
    },
  );
});
