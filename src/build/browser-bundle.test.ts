/**
 * @jest-environment node
 */
import fs from "fs";
import path from "path";
import { COMMONJS_INHERITS_LOOSE, DEVELOP_ONLY_BROWSER_PLUGIN, esModuleInheritsLoose, HOIST_NON_REACT_STATICS, ignoreCssOrderAcrossPages, isProductionBrowserStage, productionBundleTrims, PROP_TYPES, SERVICE_WORKER_REGISTRATION, splitSharedCodeBySharers } from "./browser-bundle";
import propTypes from "../lib/prop-types-unchecked";
import hoistStatics from "../lib/hoist-statics-unused";
import { execSync } from "child_process";

const ROOT = path.resolve(__dirname, "..", "..");
const NO_APIS = path.join(ROOT, "src", "lib", "no-browser-apis.ts");

describe("the production browser bundle's trims", () => {
  it("name Gatsby's develop-only Partytown plugin, its service worker registration and prop-types, and nothing else", () => {
    expect(DEVELOP_ONLY_BROWSER_PLUGIN.test("/site/node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js")).toBe(true);
    expect(DEVELOP_ONLY_BROWSER_PLUGIN.test("../node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js")).toBe(true);
    expect(DEVELOP_ONLY_BROWSER_PLUGIN.test("C:\\site\\node_modules\\gatsby\\dist\\internal-plugins\\partytown\\gatsby-browser.js")).toBe(true);
    expect(DEVELOP_ONLY_BROWSER_PLUGIN.test("/site/node_modules/gatsby/dist/internal-plugins/partytown/gatsby-ssr.js")).toBe(false);
    expect(DEVELOP_ONLY_BROWSER_PLUGIN.test("/site/node_modules/gatsby-plugin-preact/gatsby-browser.js")).toBe(false);
    expect(SERVICE_WORKER_REGISTRATION.test("/site/.cache/register-service-worker.js")).toBe(true);
    expect(SERVICE_WORKER_REGISTRATION.test("/site/.cache/production-app.js")).toBe(false);
    expect(PROP_TYPES.test("prop-types")).toBe(true);
    expect(PROP_TYPES.test("prop-types/checkPropTypes")).toBe(false);
  });

  it("keep the service worker registration when a plugin registers a service worker", () => {
    const withoutWorker = productionBundleTrims(ROOT, [{ name: "gatsby-plugin-preact", browserAPIs: ["replaceHydrateFunction"] }, { name: "default-site-plugin" }]);
    expect(withoutWorker.map((trim) => trim.module)).toEqual([DEVELOP_ONLY_BROWSER_PLUGIN, SERVICE_WORKER_REGISTRATION, PROP_TYPES, COMMONJS_INHERITS_LOOSE, HOIST_NON_REACT_STATICS]);
    expect(withoutWorker[1]!.standIn).toBe(NO_APIS);
    const withWorker = productionBundleTrims(ROOT, [{ name: "gatsby-plugin-offline", browserAPIs: ["registerServiceWorker", "onServiceWorkerActive"] }]);
    expect(withWorker.map((trim) => trim.module)).toEqual([DEVELOP_ONLY_BROWSER_PLUGIN, PROP_TYPES, COMMONJS_INHERITS_LOOSE, HOIST_NON_REACT_STATICS]);
  });

  it("leave out hoist-non-react-statics, which only Emotion's withTheme calls and the site never uses", () => {
    expect(HOIST_NON_REACT_STATICS.test("hoist-non-react-statics")).toBe(true);
    expect(HOIST_NON_REACT_STATICS.test("hoist-non-react-statics-extra")).toBe(false);
    const emotion = fs.readFileSync(require.resolve("@emotion/react/_isolated-hnrs", { paths: [ROOT] }), "utf8");
    expect(emotion).toContain("hoist-non-react-statics");
    const element = fs.readdirSync(path.join(ROOT, "node_modules", "@emotion", "react", "dist")).filter((name) => /^emotion-element-.*\.browser\.esm\.js$/.test(name));
    for (const name of element) {
      // Called once, inside withTheme: a new caller in Emotion would need the real module.
      const source = fs.readFileSync(path.join(ROOT, "node_modules", "@emotion", "react", "dist", name), "utf8");
      expect(source.match(/hoistNonReactStatics\(/g)).toHaveLength(1);
      expect(source).toMatch(/function withTheme\([^)]*\) \{[\s\S]*?return hoistNonReactStatics\(/);
    }
    const sources = execSync("git ls-files src gatsby-browser.tsx gatsby-ssr.tsx", { cwd: ROOT, encoding: "utf8" }).split("\n").filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".test.ts"));
    for (const file of sources) expect(`${file}: ${fs.readFileSync(path.join(ROOT, file), "utf8")}`).not.toMatch(/import\s*\{[^}]*\bwithTheme\b[^}]*\}\s*from\s*"@emotion\/react"|from "hoist-non-react-statics"/);
    expect(hoistStatics(Object)).toBe(Object);
  });

  it("serve Babel's inheritsLoose from its ES module build alone, which its CommonJS caller reads through interopRequireDefault", async () => {
    expect(COMMONJS_INHERITS_LOOSE.test("@babel/runtime/helpers/inheritsLoose")).toBe(true);
    expect(COMMONJS_INHERITS_LOOSE.test("@babel/runtime/helpers/esm/inheritsLoose")).toBe(false);
    expect(COMMONJS_INHERITS_LOOSE.test("@babel/runtime/helpers/interopRequireDefault")).toBe(false);
    const standIn = esModuleInheritsLoose(ROOT);
    expect(fs.readFileSync(standIn, "utf8")).toMatch(/export \{ _inheritsLoose as default \}/);
    // The one CommonJS caller in the browser bundle, and how it calls: a caller using the helper directly would break.
    const callers = ["gatsby-react-router-scroll/scroll-handler.js"].map((file) => fs.readFileSync(require.resolve(file, { paths: [ROOT] }), "utf8"));
    for (const source of callers) {
      expect(source).toContain('_interopRequireDefault(require("@babel/runtime/helpers/inheritsLoose"))');
      expect(source).not.toMatch(/[^(]require\("@babel\/runtime\/helpers\/inheritsLoose"\)/);
    }
  });

  it("apply to the production browser stage only (develop keeps Partytown's behaviour, the HTML render is not shipped)", () => {
    expect(isProductionBrowserStage("build-javascript")).toBe(true);
    for (const stage of ["develop", "develop-html", "build-html"]) expect(isProductionBrowserStage(stage)).toBe(false);
  });

  it("stand in with a plugin implementing no browser API", async () => {
    expect(Object.keys(await import("../lib/no-browser-apis"))).toEqual([]);
  });

  it("stand in with prop types that accept whatever Gatsby's components declare", () => {
    expect(typeof propTypes.string).toBe("function");
    expect(propTypes.string!.isRequired).toBe(propTypes.bool);
    expect(typeof propTypes.shape!()).toBe("function");
    expect(propTypes.arrayOf!().isRequired).toBe(propTypes.func);
  });
});

describe("the CSS extractor", () => {
  it("stops its order warnings, leaving other plugins alone", () => {
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

describe("code shared by lazy chunks", () => {
  it("is filed by the set of chunks sharing it, not in one chunk for every unnamed set", () => {
    const name = (module: unknown, chunks: Array<{ name: string | null }>) => chunks.map((chunk) => String(chunk.name)).join("");
    const splitChunks = { cacheGroups: { framework: { name: "framework" }, shared: { name, minChunks: 2 } as { name?: unknown; minChunks: number } } };
    expect(splitSharedCodeBySharers(splitChunks)).toBe(true);
    expect(splitChunks.cacheGroups.shared).toEqual({ minChunks: 2 });
    expect(splitChunks.cacheGroups.framework).toEqual({ name: "framework" });
  });

  it("leaves a configuration without Gatsby's shared group alone", () => {
    expect(splitSharedCodeBySharers(undefined)).toBe(false);
    expect(splitSharedCodeBySharers({ cacheGroups: { framework: false } })).toBe(false);
  });
});
