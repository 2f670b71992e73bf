// Each page's chunk carries the MDX components its body names and no others: the pages of a template are grouped by
// the components they use, and each group gets its own page component (the template, handed those components).
import path from "path";
import type { RuleSetRule } from "webpack";
import { MDX_COMPONENT_MODULES } from "../content/compile/mdx-components";

/**
 * Gatsby's way to make one page component of a template and another file (its MDX plugin puts the content file
 * there): `template.tsx?__contentFilePath=…` is a page component of its own, with its own chunk, and takes the
 * template's page query and Head.
 */
const COMPONENT_SET_QUERY = "?__contentFilePath=";

/** The segment naming a set with no components: a body of plain Markdown elements. */
const NO_COMPONENTS = "none";

/** The templates whose pages render an MDX body. */
export const MDX_TEMPLATE = /[\\/]src[\\/]templates[\\/](doc|page)\.tsx$/;

/** The folder of the components, which the registry's module paths are relative to. */
export const mdxComponentsDir = (projectRoot: string): string =>
  path.join(projectRoot, "src", "theme", "MDXComponents");

/**
 * The page component of a template for the pages that use these components, such as
 * `<root>/src/templates/doc.tsx?__contentFilePath=<root>/mdx-components/Admonition,a`. The set reads as a path
 * because Gatsby names the chunk after it
 * (`component---src-templates-doc-tsx-content-file-path-mdx-components-admonition-a`); nothing is read there. It never
 * ends in `.md` or `.mdx`, which would hand the template to gatsby-plugin-mdx's loader.
 */
export function templateWithComponents(
  template: string,
  componentNames: readonly string[],
  projectRoot: string,
): string {
  for (const name of componentNames) {
    if (!Object.hasOwn(MDX_COMPONENT_MODULES, name))
      throw new Error(`${name} is not an MDX component (src/content/compile/mdx-components.ts)`);
  }
  const set = componentNames.length > 0 ? [...componentNames].sort().join(",") : NO_COMPONENTS;
  return `${template}${COMPONENT_SET_QUERY}${path.join(projectRoot, "mdx-components", set)}`;
}

/** The component names a page component's request carries (webpack's resource query), or null when it has none. */
export function componentNamesOfRequest(resourceQuery: string): string[] | null {
  const match = /[?&]__contentFilePath=([^&]*)/.exec(resourceQuery);
  if (!match) return null;
  const set = path.basename(decodeURIComponent(match[1] ?? ""));
  if (set === NO_COMPONENTS) return [];
  const names = set.split(",");
  const unknown = names.filter((name) => !Object.hasOwn(MDX_COMPONENT_MODULES, name));
  if (unknown.length > 0)
    throw new Error(`Unknown MDX component ${unknown.join(", ")} in the page component ${resourceQuery}`);
  return names;
}

/**
 * The page component's code: the template's page (its default export) handed the components as `mdxComponents`, and
 * the template's other exports (Head) as they are. Plain JavaScript, as Babel then compiles it like any module.
 */
export function pageComponentSource(
  templatePath: string,
  componentNames: readonly string[],
  componentsDir: string,
): string {
  const template = JSON.stringify(templatePath);
  const imports = componentNames.map((name, index) => {
    const entry = MDX_COMPONENT_MODULES[name]!;
    const specifier = JSON.stringify(path.join(componentsDir, entry.module));
    return entry.exportName === "default"
      ? `import component${index} from ${specifier};`
      : `import { ${entry.exportName} as component${index} } from ${specifier};`;
  });
  const components = componentNames.map((name, index) => `${JSON.stringify(name)}: component${index}`).join(", ");
  return [
    `// ${path.basename(templatePath)} with the MDX components of its pages ` +
      `that use ${componentNames.join(", ") || "none"} (src/bundling/page-components.ts).`,
    `import { createElement } from "react";`,
    `import Template from ${template};`,
    ...imports,
    `export { Head } from ${template};`,
    `const mdxComponents = Object.freeze({ ${components} });`,
    `export default function PageWithMdxComponents(props) {`,
    `  return createElement(Template, Object.assign({}, props, { mdxComponents: mdxComponents }));`,
    `}`,
    ``,
  ].join("\n");
}

/** The loader's options: how to write a page component's code from its request. */
export type PageComponentLoaderOptions = {
  readonly pageComponentSource: (resourcePath: string, resourceQuery: string) => string;
  /** Files the code depends on besides the template: the registry, so that a change to it builds the pages again. */
  readonly dependencies: readonly string[];
};

/**
 * The webpack rule that builds a template's page components; its loader runs first, before Babel compiles the result.
 */
export function pageComponentsRule(projectRoot: string): RuleSetRule {
  const componentsDir = mdxComponentsDir(projectRoot);
  const options: PageComponentLoaderOptions = {
    pageComponentSource: (resourcePath, resourceQuery) => {
      const names = componentNamesOfRequest(resourceQuery);
      if (names === null) throw new Error(`${resourcePath} is asked for without its components`);
      return pageComponentSource(resourcePath, names, componentsDir);
    },
    dependencies: [
      path.join(projectRoot, "src", "content", "compile", "mdx-components.ts"),
      path.join(projectRoot, "src", "bundling", "page-components.ts"),
    ],
  };
  return {
    test: MDX_TEMPLATE,
    resourceQuery: /__contentFilePath=/,
    enforce: "pre",
    use: [{ loader: path.join(projectRoot, "src", "bundling", "page-component-loader.cjs"), options }],
  };
}
