/**
 * @jest-environment node
 */
import fs from "fs";
import path from "path";
import { STYLE_MODULE, staticStylesRule } from "./static-styles";

const SRC = path.join(__dirname, "..");

function listFiles(dir: string, test: (file: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).filter((entry) => entry.isFile() && test(path.join(entry.parentPath, entry.name))).map((entry) => path.join(entry.parentPath, entry.name));
}

const styleModules = listFiles(SRC, (file) => STYLE_MODULE.test(file));
const components = listFiles(SRC, (file) => /\.tsx$/.test(file) && !/\.test\.tsx$/.test(file) && fs.readFileSync(file, "utf8").includes('from "./styles"'));

describe("the style compiler's webpack rule", () => {
  it("compiles the style modules only, from the project's sources", () => {
    const rule = staticStylesRule("build-javascript");
    expect(rule.test).toBe(STYLE_MODULE);
    expect(STYLE_MODULE.test("/site/src/theme/Navbar/styles.ts")).toBe(true);
    expect(STYLE_MODULE.test("C:\\site\\src\\theme\\Navbar\\styles.ts")).toBe(true);
    expect(STYLE_MODULE.test("/site/src/theme/Navbar/index.tsx")).toBe(false);
    expect(STYLE_MODULE.test("/site/src/theme/Navbar/other-styles.ts")).toBe(false);
    expect((rule.exclude as RegExp).test("/site/node_modules/pkg/styles.ts")).toBe(true);
  });

  it("leaves vendor prefixes to Gatsby's autoprefixer, which follows the browserslist", () => {
    for (const stage of ["develop", "build-javascript", "build-html"]) expect(((staticStylesRule(stage).use as Array<{ options: { prefixer: boolean } }>)[0]!).options.prefixer).toBe(false);
  });

  it("writes source maps in `gatsby develop` only", () => {
    const options = (stage: string) => ((staticStylesRule(stage).use as Array<{ options: { sourceMap: boolean } }>)[0]!).options;
    expect(options("develop").sourceMap).toBe(true);
    expect(options("build-javascript").sourceMap).toBe(false);
    expect(options("build-html").sourceMap).toBe(false);
  });

  it("names classes by the compiler's hash in a build, after their variable too in `gatsby develop`", () => {
    const slug = (stage: string) => ((staticStylesRule(stage).use as Array<{ options: { classNameSlug: (hash: string, title: string) => string } }>)[0]!).options.classNameSlug;
    expect(slug("build-javascript")("c1b2c3", "crumb")).toBe("c1b2c3");
    expect(slug("build-html")("c1b2c3", "crumb")).toBe("c1b2c3");
    expect(slug("develop")("c1b2c3", "crumb")).toBe("crumb-c1b2c3");
    expect(slug("develop-html")("c1b2c3", "crumb")).toBe("crumb-c1b2c3");
  });
});

describe("the style modules", () => {
  it("are found", () => {
    expect(styleModules.length).toBeGreaterThan(40);
  });

  it.each(styleModules.map((file) => [path.relative(SRC, file), file]))("%s never interpolates a class into another rule set", (_name, file) => {
    // A `css` tag is a class name once compiled: shared rules are plain strings (as in tokens.ts), never a class.
    const text = fs.readFileSync(file, "utf8");
    const classes = new Set([...text.matchAll(/const (\w+) = css`/g)].map((match) => match[1]));
    const interpolated = [...text.matchAll(/\$\{(\w+)\}/g)].map((match) => match[1]).filter((name) => classes.has(name));
    expect(interpolated).toEqual([]);
  });

  it.each(styleModules.map((file) => [path.relative(SRC, file), file]))("%s takes its styles from the style compiler", (_name, file) => {
    const text = fs.readFileSync(file, "utf8");
    expect(text).not.toMatch(/@emotion\//);
    if (/\bcss`/.test(text)) expect(text).toContain('import { css } from "@linaria/core";');
  });
});

describe("components", () => {
  it.each(components.map((file) => [path.relative(SRC, file), file]))("%s imports its own styles before anything else", (_name, file) => {
    // The stylesheet follows import order: a component's rules come before those of the components it renders, so a
    // child's rules win over its parent's at equal specificity (the breadcrumb list over the article's list spacing).
    const imports = fs
      .readFileSync(file, "utf8")
      .split("\n")
      .filter((line) => line.startsWith("import "));
    const firstOther = imports.findIndex((line) => !/from "(\.\/|\.\.\/[A-Za-z]+\/)styles"/.test(line));
    const ownStyles = imports.findIndex((line) => line.includes('from "./styles"'));
    expect(ownStyles).toBeGreaterThanOrEqual(0);
    expect(firstOther === -1 || ownStyles < firstOther).toBe(true);
  });
});
