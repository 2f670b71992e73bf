// The capitalised tags an MDX tree may hold and each one's module: the build rejects others and gives each page
// only its components' code. Apart from the React components, so the build reads it without the theme.
import type { MdxTreeNode } from "./tree-shape";

/** A component's module, relative to src/theme/MDXComponents, and the export that holds it. */
export type MdxComponentModule = { readonly module: string; readonly exportName: string };

/** Every tree name with a component: the capitalised ones pages write, and the Markdown elements the site overrides. */
export const MDX_COMPONENT_MODULES: Readonly<Record<string, MdxComponentModule>> = {
  a: { module: "Anchor", exportName: "default" },
  pre: { module: "CodeBlock", exportName: "default" },
  table: { module: "Table", exportName: "default" },
  Admonition: { module: "Admonition", exportName: "default" },
  ByteLayout: { module: "ByteLayout", exportName: "default" },
  Figure: { module: "Figure", exportName: "default" },
  PayloadEncoder: { module: "PayloadEncoder/deferred", exportName: "default" },
  Tabs: { module: "Tabs", exportName: "default" },
  TabItem: { module: "Tabs", exportName: "TabItem" },
};

/** The component names MDX pages may use without importing them. */
export const MDX_COMPONENT_NAMES: readonly string[] = Object.keys(MDX_COMPONENT_MODULES)
  .filter((name) => /^[A-Z]/.test(name))
  .sort();

/** The tree names of a body that render as components, sorted: what its page's code must carry. */
export function componentNamesIn(tree: readonly MdxTreeNode[]): string[] {
  const found = new Set<string>();
  const visit = (node: MdxTreeNode): void => {
    if (typeof node === "string") return;
    const [name, , ...children] = node;
    if (Object.hasOwn(MDX_COMPONENT_MODULES, name)) found.add(name);
    children.forEach(visit);
  };
  tree.forEach(visit);
  return [...found].sort();
}
