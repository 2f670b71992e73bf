// Lint rules: TypeScript, React hooks, no unused code, 120 columns, and which folders may import which
// (browser, build and server code from code-layout.json; the layers of src/theme, src/search and src/ui).
import { builtinModules, createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import importPlugin from "eslint-plugin-import";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const layout = createRequire(import.meta.url)("./code-layout.json");
const filesUnder = (entries) =>
  entries.flatMap((entry) => (/\.[a-z]+$/.test(entry) ? [entry] : [`${entry}/**/*.{ts,tsx}`]));
const TESTS = ["**/*.test.{ts,tsx}", ...filesUnder(layout.testOnly)];

/** Node built-ins (fs, path, crypto, child_process… and their node: forms) never reach the browser bundle. */
const NODE_BUILTINS = builtinModules.filter((name) => !name.startsWith("_")).flatMap((name) => [name, `node:${name}`]);
const BUILD_CODE_MESSAGE =
  "Browser code (see the table in CONTRIBUTING.md) cannot import Node built-ins or build code.";
/** src/content is build code; browser code may import its types only. */
const CONTENT_IMPORT = {
  regex: "^(\\.\\./)+content(/|$)",
  allowTypeImports: true,
  message: `${BUILD_CODE_MESSAGE} Import types only, or move the helper to src/lib.`,
};
/**
 * Build-time folders inside browser folders (src/search/indexing), as the relative paths browser code imports them by.
 */
const BUILD_FOLDER_IMPORTS = layout.buildCodeInsideBrowserFolders.map((folder) => {
  const [parent, name] = folder.split("/").slice(-2);
  return {
    regex: `^(\\./|(\\.\\./)+)(${parent}/)?${name}(/|$)`,
    allowTypeImports: true,
    message: `${BUILD_CODE_MESSAGE} Import types only.`,
  };
});
/**
 * src/theme (the site's components) may use src/search (the search it opens) and src/ui (what both share); src/search
 * may use src/ui but not src/theme; src/ui uses neither. Types included: a type both need belongs in src/ui too.
 */
const FOLDER_LAYERS = [
  {
    target: "src/search",
    from: "src/theme",
    message: "src/search may not import src/theme: move what both use to src/ui.",
  },
  {
    target: "src/ui",
    from: ["src/theme", "src/search"],
    message: "src/ui is shared by src/theme and src/search and imports neither: move the code it needs to src/ui.",
  },
];

/**
 * Node globals a browser file could still name by accident (Gatsby
 * inlines process.env.GATSBY_* so `process` stays allowed).
 */
const NODE_ONLY_GLOBALS = [
  "__dirname",
  "__filename",
  "require",
  "module",
  "exports",
  "Buffer",
  "global",
  "setImmediate",
];
/** Browser globals that do not exist when build and server code runs. */
const BROWSER_ONLY_GLOBALS = [
  "window",
  "document",
  "navigator",
  "localStorage",
  "sessionStorage",
  "location",
  "history",
];

export default tseslint.config(
  {
    ignores: [
      "public/**",
      ".cache/**",
      "node_modules/**",
      "coverage/**",
      "src/gatsby-types.d.ts",
      "bench/tmp/**",
      "e2e/.tmp/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,mjs,js}"],
    // Build, server, scripts and benchmarks run in Node.
    languageOptions: { globals: { ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "no-console": ["error", { allow: ["warn", "error", "log"] }],
      eqeqeq: ["error", "always"],
    },
  },
  {
    // Modules that import each other, even for types only, cannot be read or moved one at a time; the folder layers
    // keep shared code from reaching up into the code that uses it.
    files: ["src/**/*.{ts,tsx}", "gatsby-*.{ts,tsx}"],
    plugins: { import: importPlugin },
    settings: {
      "import/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"] } },
    },
    rules: {
      "import/no-cycle": ["error", { ignoreExternal: true }],
      "import/no-restricted-paths": [
        "error",
        { basePath: fileURLToPath(new URL(".", import.meta.url)), zones: FOLDER_LAYERS },
      ],
    },
  },
  {
    // Prettier wraps code at 120 columns but leaves long strings, regexes and comments as they are: this catches those.
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    rules: { "max-len": ["error", { code: 120, tabWidth: 2 }] },
  },
  {
    // Webpack loaders are required by path while webpack runs: CommonJS, in Node.
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { ...globals.node } },
  },
  {
    files: [
      "src/content/**/*.{ts,tsx}",
      "src/server/**/*.{ts,tsx}",
      ...filesUnder(layout.buildCodeInsideBrowserFolders),
      "scripts/**/*.{ts,mjs}",
      "gatsby-node.ts",
      "gatsby-config.ts",
    ],
    ignores: TESTS,
    rules: {
      "no-restricted-globals": [
        "error",
        ...BROWSER_ONLY_GLOBALS.map((name) => ({
          name,
          message: "Build and server code runs in Node: there is no browser here.",
        })),
      ],
    },
  },
  {
    files: filesUnder(layout.browserCode),
    ignores: [...TESTS, ...filesUnder(layout.buildCodeInsideBrowserFolders)],
    languageOptions: { globals: { ...globals.browser, process: "readonly" } },
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: NODE_BUILTINS.map((name) => ({ name, message: BUILD_CODE_MESSAGE })),
          patterns: [CONTENT_IMPORT, ...BUILD_FOLDER_IMPORTS],
        },
      ],
      "no-restricted-globals": [
        "error",
        ...NODE_ONLY_GLOBALS.map((name) => ({
          name,
          message: "Browser code has no Node globals (process.env.GATSBY_* is inlined by Gatsby).",
        })),
      ],
    },
  },
  {
    // Tests run in Node under Jest (jsdom for components); e2e tests also run code in the browser page (page.evaluate).
    files: [...TESTS, "e2e/**/*.ts", "jest.*.ts"],
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
  },
  {
    // Browser suites open pages through the shared harness, which watches every page for problems and closes it.
    files: ["e2e/**/*.test.ts"],
    ignores: ["e2e/lib/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name=/^(newContext|newPage)$/][callee.object.type!='Identifier']",
          message:
            "Open pages with withPage/withContext from e2e/harness.ts " +
            "(a page of the context it gives may use context.newPage()).",
        },
        {
          selector: "CallExpression[callee.property.name=/^(newContext|newPage)$/][callee.object.name=/^browser$/i]",
          message:
            "Open pages with withPage/withContext from e2e/harness.ts " +
            "(a page of the context it gives may use context.newPage()).",
        },
      ],
    },
  },
);
