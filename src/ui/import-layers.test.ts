/** @jest-environment node */
// The ESLint rule that keeps src/ui below src/theme and src/search, and src/search below src/theme, really reports.
import { spawnSync } from "child_process";
import path from "path";

const ROOT = path.join(__dirname, "..", "..");

type Case = { readonly file: string; readonly code: string };
type Reported = { readonly ruleId: string | null; readonly message: string; readonly line: number };

/**
 * Lints each case's code as if it were the file named (an existing one, as the import plugin reads the linted file's
 * exports from disk), with the repository's own eslint.config.mjs. ESLint runs in a child Node process because the
 * config is an ES module, which Jest's module system cannot load.
 */
function lint(cases: readonly Case[]): Reported[][] {
  const script = `
    import { ESLint } from "eslint";
    const cases = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd() });
    const out = [];
    for (const { file, code } of cases) {
      const [result] = await eslint.lintText(code, { filePath: file });
      out.push(result.messages.map(({ ruleId, message, line }) => ({ ruleId, message, line })));
    }
    process.stdout.write(JSON.stringify(out));
  `;
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", script, JSON.stringify(cases)], {
    cwd: ROOT,
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`ESLint failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as Reported[][];
}

const layerErrors = (messages: readonly Reported[]): Reported[] =>
  messages.filter((message) => message.ruleId === "import/no-restricted-paths");

describe("the import rule between src/theme, src/search and src/ui", () => {
  let results: Reported[][];
  beforeAll(() => {
    results = lint([
      // Forbidden: src/search reaching up into src/theme, for a value or a type.
      {
        file: "src/search/ui/SearchBox/styles.ts",
        code: 'import { narrowScreen } from "../../../theme/Navbar/styles";\nexport const x = narrowScreen;\n',
      },
      {
        file: "src/search/widgets/SearchDialog/index.tsx",
        code: 'import type { Props } from "../../../theme/Brand";\nexport type X = Props;\n',
      },
      // Forbidden: src/ui importing either of the folders that use it.
      {
        file: "src/ui/tokens.ts",
        code:
          'import Brand from "../theme/Brand";\n' +
          'import { clampQuery } from "../search/query";\n' +
          "export const x = [Brand, clampQuery];\n",
      },
      // Allowed: src/theme using src/search and src/ui; src/search using src/ui.
      {
        file: "src/theme/SearchButton/index.tsx",
        code:
          'import { clampQuery } from "../../search/query";\n' +
          'import { SearchIcon } from "../../ui/Icon";\n' +
          "export const x = [clampQuery, SearchIcon];\n",
      },
      {
        file: "src/search/ui/SearchBox/styles.ts",
        code: 'import { reducedMotion } from "../../../ui/tokens";\nexport const x = reducedMotion;\n',
      },
    ]);
  }, 120_000);

  it("stops src/search from importing src/theme, types included", () => {
    const [value, type] = results;
    expect(layerErrors(value ?? [])).toEqual([
      expect.objectContaining({ line: 1, message: expect.stringContaining("src/search may not import src/theme") }),
    ]);
    expect(layerErrors(type ?? [])).toEqual([
      expect.objectContaining({ line: 1, message: expect.stringContaining("src/search may not import src/theme") }),
    ]);
  });

  it("stops src/ui from importing src/theme or src/search", () => {
    expect(layerErrors(results[2] ?? []).map((message) => message.line)).toEqual([1, 2]);
  });

  it("lets src/theme import src/search and src/ui, and src/search import src/ui", () => {
    expect(results[3]).toEqual([]);
    expect(results[4]).toEqual([]);
  });
});
