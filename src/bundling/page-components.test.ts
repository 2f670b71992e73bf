import fs from "fs";
import path from "path";
import { transformSync } from "@swc/core";
import { MDX_COMPONENT_MODULES } from "../content/compile/mdx-components";
import {
  componentNamesOfRequest,
  MDX_TEMPLATE,
  mdxComponentsDir,
  pageComponentSource,
  pageComponentsRule,
  templateWithComponents,
  type PageComponentLoaderOptions,
} from "./page-components";

const projectRoot = path.resolve(__dirname, "..", "..");
const docTemplate = path.join(projectRoot, "src", "templates", "doc.tsx");
const queryOf = (component: string): string => component.slice(component.indexOf("?"));

/** Runs a page component's code as CommonJS with stand-ins for the modules it imports. */
function runPageComponent(source: string, modules: Record<string, unknown>): Record<string, unknown> {
  const { code } = transformSync(source, {
    module: { type: "commonjs" },
    jsc: { parser: { syntax: "ecmascript" }, target: "es2021" },
  });
  const module = { exports: {} as Record<string, unknown> };
  const fakeRequire = (specifier: string): unknown => {
    if (!(specifier in modules)) throw new Error(`unexpected import ${specifier}`);
    return modules[specifier];
  };
  new Function("require", "module", "exports", code)(fakeRequire, module, module.exports);
  return module.exports;
}

describe("page components by the MDX components their pages use", () => {
  it("names a page component after its template and sorted component set, a path Gatsby names the chunk after", () => {
    const component = templateWithComponents(docTemplate, ["table", "Admonition", "a"], projectRoot);
    expect(component).toBe(
      `${docTemplate}?__contentFilePath=${path.join(projectRoot, "mdx-components", "Admonition,a,table")}`,
    );
    expect(templateWithComponents(docTemplate, [], projectRoot)).toBe(
      `${docTemplate}?__contentFilePath=${path.join(projectRoot, "mdx-components", "none")}`,
    );
    expect(MDX_TEMPLATE.test(component.split("?")[0]!)).toBe(true);
  });

  it("never names a set so gatsby-plugin-mdx's loader takes it for an MDX file and compiles the template", () => {
    const mdxPluginQuery = /__contentFilePath=.+\.mdx?(&export=.*)?$/;
    // The installed plugin's own test, as written in its webpack rule: an upgrade that widens it fails here.
    const pluginNode = fs.readFileSync(
      path.join(
        path.dirname(require.resolve("gatsby-plugin-mdx/package.json", { paths: [projectRoot] })),
        "dist",
        "gatsby-node.js",
      ),
      "utf8",
    );
    expect(pluginNode.match(/resourceQuery: (\/.*\/),/)?.[1]).toBe(String(mdxPluginQuery));
    const names = Object.keys(MDX_COMPONENT_MODULES);
    for (const set of [names, ...names.map((name) => [name]), []]) {
      const query = queryOf(templateWithComponents(docTemplate, set, projectRoot));
      expect(mdxPluginQuery.test(query)).toBe(false);
      expect(mdxPluginQuery.test(`${query}&export=default`)).toBe(false);
    }
  });

  it("refuses a name the registry does not know", () => {
    expect(() => templateWithComponents(docTemplate, ["Admonition", "Marquee"], projectRoot)).toThrow(
      "Marquee is not an MDX component",
    );
    expect(() =>
      componentNamesOfRequest(`?__contentFilePath=${path.join(projectRoot, "mdx-components", "Admonition,Marquee")}`),
    ).toThrow("Unknown MDX component Marquee");
  });

  it("reads the set back from the request webpack sees, with or without Gatsby's export parameter", () => {
    const query = queryOf(templateWithComponents(docTemplate, ["pre", "Tabs", "TabItem"], projectRoot));
    expect(componentNamesOfRequest(query)).toEqual(["TabItem", "Tabs", "pre"]);
    expect(componentNamesOfRequest(`${query}&export=head`)).toEqual(["TabItem", "Tabs", "pre"]);
    expect(componentNamesOfRequest(queryOf(templateWithComponents(docTemplate, [], projectRoot)))).toEqual([]);
    expect(componentNamesOfRequest("?export=default")).toBeNull();
    expect(componentNamesOfRequest("")).toBeNull();
  });

  it("builds a page that renders the template with exactly its components, and passes the template's Head on", () => {
    const componentsDir = mdxComponentsDir(projectRoot);
    const source = pageComponentSource(docTemplate, ["Admonition", "TabItem", "a"], componentsDir);
    const template = (props: unknown) => props;
    const head = () => null;
    const admonition = () => null;
    const tabItem = () => null;
    const anchor = () => null;
    const exports = runPageComponent(source, {
      react: { createElement: (type: (props: unknown) => unknown, props: unknown) => type(props) },
      [docTemplate]: { __esModule: true, default: template, Head: head },
      [path.join(componentsDir, "Admonition")]: { __esModule: true, default: admonition },
      [path.join(componentsDir, "Tabs")]: { __esModule: true, default: () => null, TabItem: tabItem },
      [path.join(componentsDir, "Anchor")]: { __esModule: true, default: anchor },
    });
    expect(exports.Head).toBe(head);
    const rendered = (exports.default as (props: object) => { location: string; mdxComponents: object })({
      location: "/docs/a",
    });
    expect(rendered.location).toBe("/docs/a");
    expect(rendered.mdxComponents).toEqual({ Admonition: admonition, TabItem: tabItem, a: anchor });
  });

  it("imports every registered component from a module that exists, under the export the registry names", () => {
    const componentsDir = mdxComponentsDir(projectRoot);
    for (const [name, entry] of Object.entries(MDX_COMPONENT_MODULES)) {
      const file = [".tsx", ".ts", "/index.tsx"]
        .map((ending) => path.join(componentsDir, entry.module) + ending)
        .find((candidate) => fs.existsSync(candidate));
      expect([name, file !== undefined]).toEqual([name, true]);
      const source = fs.readFileSync(file!, "utf8");
      expect([
        name,
        entry.exportName === "default"
          ? /export default function/.test(source)
          : new RegExp(`export function ${entry.exportName}\\b`).test(source),
      ]).toEqual([name, true]);
    }
  });

  it("hands webpack a loader that writes each page component from its request and watches the registry", () => {
    const rule = pageComponentsRule(projectRoot);
    expect(rule.enforce).toBe("pre");
    expect((rule.resourceQuery as RegExp).test(queryOf(templateWithComponents(docTemplate, ["a"], projectRoot)))).toBe(
      true,
    );
    expect((rule.test as RegExp).test(docTemplate)).toBe(true);
    expect((rule.test as RegExp).test(path.join(projectRoot, "src", "templates", "category.tsx"))).toBe(false);
    const [use] = rule.use as Array<{ loader: string; options: PageComponentLoaderOptions }>;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const loader = require(use!.loader) as (this: unknown) => string;
    const dependencies: string[] = [];
    const query = queryOf(templateWithComponents(docTemplate, ["Admonition"], projectRoot));
    const source = loader.call({
      getOptions: () => use!.options,
      addDependency: (file: string) => dependencies.push(file),
      resourcePath: docTemplate,
      resourceQuery: query,
    });
    expect(source).toBe(pageComponentSource(docTemplate, ["Admonition"], mdxComponentsDir(projectRoot)));
    expect(dependencies).toContain(path.join(projectRoot, "src", "content", "compile", "mdx-components.ts"));
    for (const file of dependencies) expect(fs.existsSync(file)).toBe(true);
    expect(() =>
      loader.call({
        getOptions: () => use!.options,
        addDependency: () => undefined,
        resourcePath: docTemplate,
        resourceQuery: "?export=default",
      }),
    ).toThrow("without its components");
  });
});
