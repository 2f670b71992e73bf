/**
 * @jest-environment node
 */
import path from "path";
import { GATSBY_DIR } from "../__fixtures__/gatsby-package";
import { GATSBY_ESLINT_PLUGIN, withoutGatsbyEslint } from "./develop-eslint";

/** eslint-webpack-plugin as Gatsby's webpack utilities load it, and the ESLint that plugin loads. */
const pluginPath = require.resolve("eslint-webpack-plugin", { paths: [GATSBY_DIR] });
// eslint-disable-next-line @typescript-eslint/no-require-imports
const load = (file: string): unknown => require(file);

describe("Gatsby's ESLint check in gatsby develop", () => {
  it("is still rejected by its ESLint (if this fails, upstream fixed it: remove develop-eslint.ts)", () => {
    const { eslintConfig, eslintRequiredConfig } = load(path.join(GATSBY_DIR, "dist", "utils", "eslint-config")) as {
      eslintConfig: (automatic: boolean) => object;
      eslintRequiredConfig: object;
    };
    const { getESLintOptions } = load(path.join(path.dirname(pluginPath), "options")) as {
      getESLintOptions: (options: object) => object;
    };
    const { ESLint } = load(require.resolve("eslint", { paths: [path.dirname(pluginPath)] })) as {
      ESLint: new (options: object) => unknown;
    };
    // Gatsby adds one of the two: its own rules without a local .eslintrc, its required rules with one.
    for (const config of [eslintConfig(true), eslintRequiredConfig]) {
      expect(() => new ESLint(getESLintOptions({ extensions: ["js", "jsx"], exclude: [], ...config }))).toThrow(
        /Invalid Options/,
      );
    }
  });

  it("is the plugin the filter drops, and the only one", () => {
    const EslintWebpackPlugin = load(pluginPath) as new (options: object) => { constructor: { name: string } };
    const gatsbys = new EslintWebpackPlugin({ extensions: ["js"] });
    expect(gatsbys.constructor.name).toBe(GATSBY_ESLINT_PLUGIN);
    class DefinePlugin {}
    const other = new DefinePlugin();
    expect(withoutGatsbyEslint([other, gatsbys])).toEqual([other]);
  });
});
