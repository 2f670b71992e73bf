import fs from "fs";
import { createRequire } from "module";
import path from "path";
import { EMOTION_CACHE_BROWSER_BUILD, withoutDefaultPrefixer } from "./emotion-cache-trim";
import { createEmotionCache } from "../theme/emotion-cache";

const projectRoot = path.join(__dirname, "..", "..");
const browserBuild = path.join(path.dirname(createRequire(path.join(projectRoot, "package.json")).resolve("@emotion/cache/package.json")), "dist", "emotion-cache.browser.esm.js");

describe("@emotion/cache without its default prefixer", () => {
  it("finds the line it changes in the installed browser build (an upgrade that moves it fails here)", () => {
    expect(EMOTION_CACHE_BROWSER_BUILD.test(browserBuild)).toBe(true);
    const trimmed = withoutDefaultPrefixer(fs.readFileSync(browserBuild, "utf8"), browserBuild);
    expect(trimmed).toContain("var defaultStylisPlugins = [];");
    expect(trimmed).not.toMatch(/defaultStylisPlugins = \[prefixer\]/);
  });

  it("names itself when the line is gone", () => {
    expect(() => withoutDefaultPrefixer("var other = 1;", "emotion-cache.browser.esm.js")).toThrow(/src\/build\/emotion-cache-trim\.ts/);
  });

  it("changes nothing the site's cache runs: it passes its own, empty, plugin list", () => {
    const cache = createEmotionCache();
    cache.insert("", { name: "x", styles: "display:flex;user-select:none;", next: undefined }, cache.sheet, true);
    expect(Object.values(cache.inserted).join("")).not.toMatch(/-webkit-|-ms-|-moz-/);
  });
});
