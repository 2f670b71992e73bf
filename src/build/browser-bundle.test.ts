/**
 * @jest-environment node
 */
import path from "path";
import { DEVELOP_ONLY_BROWSER_PLUGIN, ignoreCssOrderAcrossPages, isProductionBrowserStage, noBrowserApisModule } from "./browser-bundle";

describe("the production browser bundle", () => {
  it("replaces Gatsby's develop-only Partytown plugin, and nothing else", () => {
    expect(DEVELOP_ONLY_BROWSER_PLUGIN.test("/site/node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js")).toBe(true);
    expect(DEVELOP_ONLY_BROWSER_PLUGIN.test("C:\\site\\node_modules\\gatsby\\dist\\internal-plugins\\partytown\\gatsby-browser.js")).toBe(true);
    expect(DEVELOP_ONLY_BROWSER_PLUGIN.test("/site/node_modules/gatsby/dist/internal-plugins/partytown/gatsby-ssr.js")).toBe(false);
    expect(DEVELOP_ONLY_BROWSER_PLUGIN.test("/site/node_modules/gatsby-plugin-preact/gatsby-browser.js")).toBe(false);
    expect(noBrowserApisModule("/site")).toBe(path.join("/site", "src", "lib", "no-browser-apis.ts"));
  });

  it("is trimmed in the production browser stage only (develop keeps Partytown's behaviour)", () => {
    expect(isProductionBrowserStage("build-javascript")).toBe(true);
    for (const stage of ["develop", "develop-html", "build-html"]) expect(isProductionBrowserStage(stage)).toBe(false);
  });

  it("the stand-in plugin implements no browser API", async () => {
    expect(Object.keys(await import("../lib/no-browser-apis"))).toEqual([]);
  });

  it("stops the CSS extractor's order warnings, leaving other plugins alone", () => {
    class MiniCssExtractPlugin {
      options: Record<string, unknown> = { ignoreOrder: false };
    }
    class DefinePlugin {
      options: Record<string, unknown> = {};
    }
    const plugins = [new DefinePlugin(), new MiniCssExtractPlugin()];
    expect(ignoreCssOrderAcrossPages(plugins)).toBe(1);
    expect(plugins[1]!.options.ignoreOrder).toBe(true);
    expect(plugins[0]!.options).toEqual({});
  });
});
