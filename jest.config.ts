// Jest setup: TypeScript and JSX through SWC, jsdom for components, ESM-only unified packages transpiled.
import fs from "fs";
import path from "path";
import type { Config } from "jest";

/**
 * Packages published only as ES modules (the unified/mdast family), nested copies included: Jest must transpile them.
 */
function listEsmOnlyPackages(nodeModules: string, found = new Set<string>()): Set<string> {
  if (!fs.existsSync(nodeModules)) return found;
  for (const entry of fs.readdirSync(nodeModules)) {
    if (entry.startsWith(".")) continue;
    const names = entry.startsWith("@")
      ? fs.readdirSync(path.join(nodeModules, entry)).map((name) => `${entry}/${name}`)
      : [entry];
    for (const name of names) {
      try {
        const manifest = JSON.parse(fs.readFileSync(path.join(nodeModules, name, "package.json"), "utf8")) as {
          type?: string;
        };
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
  // The helpers of the e2e tests and benchmarks (e2e/lib, bench/lib) are unit-tested beside them; the e2e suites
  // themselves (e2e/*.test.ts and its subfolders) need a build and run under `tsx --test`.
  roots: ["<rootDir>/src", "<rootDir>/e2e", "<rootDir>/bench"],
  testMatch: ["<rootDir>/src/**/*.test.{ts,tsx}", "<rootDir>/{e2e,bench}/lib/**/*.test.ts"],
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
