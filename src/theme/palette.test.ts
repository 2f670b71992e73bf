/**
 * @jest-environment node
 */
// The palette is the one list of colour variables: every one a component reads must be in it or in the stylesheet.
import fs from "fs";
import path from "path";
import { renderGlobalStyleSheet } from "./global-styles";
import { PALETTE, paletteDeclarations } from "./palette";

const SRC = path.join(__dirname, "..");

/** The .ts and .tsx files below `dir`, tests and fixtures left out. */
const sourceFiles = (dir: string): string[] =>
  (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith("__fixtures__"))
    .map((file) => path.join(dir, file));

describe("paletteDeclarations", () => {
  it("writes one declaration per colour with the value of the mode asked for", () => {
    const palette = { "color-bg": ["#ffffff", "#121519"], "token-comment": ["#526070", "#93a1b1"] } as const;
    expect(paletteDeclarations("light", palette)).toBe("--color-bg: #ffffff;\n--token-comment: #526070;");
    expect(paletteDeclarations("dark", palette)).toBe("--color-bg: #121519;\n--token-comment: #93a1b1;");
  });

  it("gives every colour of the site's palette a light and a dark value", () => {
    for (const [name, values] of Object.entries(PALETTE)) {
      expect(values).toHaveLength(2);
      for (const value of values) expect(value).toMatch(/^(#[0-9a-f]{6}|rgba?\(|0 )/);
      expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
  });
});

describe("the colour variables components read", () => {
  it("are all set by the site-wide stylesheet, in light and dark mode", () => {
    const sheet = renderGlobalStyleSheet();
    const dark = sheet.slice(sheet.indexOf('[data-theme="dark"]{'));
    const used = new Set(
      sourceFiles(SRC).flatMap((file) =>
        [...fs.readFileSync(file, "utf8").matchAll(/var\(--((?:color|token|shadow)-[a-z-]+)/g)].map(
          (match) => match[1],
        ),
      ),
    );
    expect(used.size).toBeGreaterThan(20);
    for (const name of used) {
      expect(sheet).toContain(`--${name}:`);
      expect(dark).toContain(`--${name}:`);
    }
  });
});
