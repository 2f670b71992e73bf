// Lint rules: TypeScript recommended, React hooks rules, no unused code; build output and generated files ignored.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["public/**", ".cache/**", "node_modules/**", "coverage/**", "src/gatsby-types.d.ts", "bench/tmp/**", "e2e/.tmp/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,mjs,js}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["warn", "error", "log"] }],
      eqeqeq: ["error", "always"],
    },
  },
);
