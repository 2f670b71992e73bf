// Jest setup: TypeScript and JSX through SWC, jsdom for components, ESM-only unified packages transpiled.
import fs from "fs";
import path from "path";
import type { Config } from "jest";

/** Packages published only as ES modules (the unified/mdast family), nested copies included: Jest must transpile them. */
function listEsmOnlyPackages(nodeModules: string, found = new Set<string>()): Set<string> {
  if (!fs.existsSync(nodeModules)) return found;
  for (const entry of fs.readdirSync(nodeModules)) {
    if (entry.startsWith(".")) continue;
    const names = entry.startsWith("@") ? fs.readdirSync(path.join(nodeModules, entry)).map((name) => `${entry}/${name}`) : [entry];
    for (const name of names) {
      try {
        const manifest = JSON.parse(fs.readFileSync(path.join(nodeModules, name, "package.json"), "utf8")) as { type?: string };
        if (manifest.type === "module") found.add(name.replace(/[.+]/g, "\\$&"));
      } catch {
        // Not a package folder.
      }
      listEsmOnlyPackages(path.join(nodeModules, name, "node_modules"), found);
    }
  }
  return found;
}

const esmPackages = [...listEsmOnlyPackages(path.join(__dirname, "node_modules"))];

const swc = [
  "@swc/jest",
  {
    jsc: {
      parser: { syntax: "typescript", tsx: true },
      transform: { react: { runtime: "automatic", importSource: "@emotion/react" } },
      target: "es2021",
    },
    module: { type: "commonjs" },
  },
];

const config: Config = {
  testEnvironment: "jsdom",
  // e2e/lib holds the browser and contract tests' pure helpers, unit-tested here.
  roots: ["<rootDir>/src", "<rootDir>/e2e/lib"],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  transform: {
    "^.+\\.(t|j)sx?$": swc as [string, Record<string, unknown>],
    "^.+\\.mjs$": swc as [string, Record<string, unknown>],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join("|")})/)`],
  moduleNameMapper: {
    "^gatsby$": "<rootDir>/src/__mocks__/gatsby.tsx",
    "\\.(svg|png|jpg|jpeg|webp)$": "<rootDir>/src/__mocks__/file.ts",
  },
  testEnvironmentOptions: { customExportConditions: ["node", "node-addons"] },
};

export default config;
