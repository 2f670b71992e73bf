import fs from "fs";
import path from "path";
import TerserPlugin from "terser-webpack-plugin";
import { BROWSER_ONLY_MODULES, minifyWithSwc, withoutRepeatedTypeScriptRule } from "./build-speed";

const root = path.join(__dirname, "..", "..");

describe("the build's speed settings", () => {
  it("drops gatsby-plugin-typescript's second Babel rule only while Gatsby's own rule compiles TypeScript", () => {
    const gatsbyJs = { test: /\.(js|mjs|jsx|ts|tsx)$/, include: () => true };
    const repeated = { test: /\.tsx?$/ };
    const mdxLayout = { test: /\.tsx?$/, resourceQuery: /__contentFilePath/ };
    expect(withoutRepeatedTypeScriptRule([gatsbyJs, repeated, mdxLayout])).toEqual([gatsbyJs, mdxLayout]);
    expect(withoutRepeatedTypeScriptRule([{ test: /\.(js|mjs|jsx)$/, include: () => true }, repeated])).toBeNull();
    // The rule it drops is the one the installed gatsby-plugin-typescript adds.
    const plugin = fs.readFileSync(path.join(root, "node_modules/gatsby-plugin-typescript/gatsby-node.js"), "utf8");
    expect(plugin).toContain("test: /\\.tsx?$/");
  });

  it("swaps Gatsby's Terser minimizer for SWC's through the same plugin, and says when there is none", () => {
    const css = { constructor: { name: "CssMinimizerPlugin" } };
    const optimization = { minimizer: [new TerserPlugin(), css] as unknown[] };
    expect(minifyWithSwc(optimization)).toBe(true);
    expect(optimization.minimizer[0]).toBeInstanceOf(TerserPlugin);
    expect(
      (optimization.minimizer[0] as { options: { minimizer: { implementation: unknown } } }).options.minimizer,
    ).toMatchObject({ implementation: TerserPlugin.swcMinify });
    expect(optimization.minimizer[1]).toBe(css);
    expect(minifyWithSwc({ minimizer: [css] })).toBe(false);
  });

  it("leaves only modules the browser loads on demand out of the HTML renderer", () => {
    const browserOnly = [
      "src/search/widgets/SearchDialog/index.tsx",
      "src/search/widgets/SearchResultsPageBody/index.tsx",
      "src/search/worker/search.worker.ts",
      "src/theme/MobileSidebar/index.tsx",
      "src/theme/ReaderValuesPanel/Form.tsx",
      "node_modules/nprogress/nprogress.js",
    ];
    for (const file of browserOnly) expect(BROWSER_ONLY_MODULES.test(path.join(root, file))).toBe(true);
    for (const file of [
      "src/theme/ReaderValuesPanel/index.tsx",
      "src/search/clients/site.ts",
      "src/theme/Layout/index.tsx",
    ])
      expect(BROWSER_ONLY_MODULES.test(path.join(root, file))).toBe(false);
    // Each one exists, and is only ever imported with import(): a static import would render it on the server.
    const sources = fs
      .readdirSync(path.join(root, "src"), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
    for (const file of browserOnly.filter((name) => name.startsWith("src/"))) {
      expect(fs.existsSync(path.join(root, file))).toBe(true);
      const name =
        path.basename(file).replace(/\.tsx?$/, "") === "index"
          ? path.basename(path.dirname(file))
          : path.basename(file).replace(/\.tsx?$/, "");
      for (const source of sources) {
        const text = fs.readFileSync(path.join(root, "src", source), "utf8");
        expect({
          source,
          staticImport: new RegExp(`^import (?!type )[^;]*from "[^"]*/${name.replace(".", "\\.")}"`, "m").test(text),
        }).toEqual({
          source,
          staticImport: false,
        });
      }
    }
  });
});
