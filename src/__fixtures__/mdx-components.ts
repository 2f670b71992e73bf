// Every MDX component by tree name, resolved from the build's registry the way a page's chunk imports them.
import path from "path";
import type { ComponentType } from "react";
import { MDX_COMPONENT_MODULES } from "../content/compile/mdx-components";

const MDX_COMPONENTS_DIR = path.join(__dirname, "..", "theme", "MDXComponents");

/** The registry's component for a tree name, loaded from its module and export. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function loadMdxComponent(name: string): ComponentType<any> {
  const entry = MDX_COMPONENT_MODULES[name];
  if (!entry) throw new Error(`No MDX component is registered as ${name}`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const component: unknown = require(path.join(MDX_COMPONENTS_DIR, entry.module))[entry.exportName];
  if (typeof component !== "function") throw new Error(`${entry.module} has no component export ${entry.exportName}`);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return component as ComponentType<any>;
}

/** What a page whose body uses every component gets. */
export const allMdxComponents = Object.freeze(
  Object.fromEntries(Object.keys(MDX_COMPONENT_MODULES).map((name) => [name, loadMdxComponent(name)])),
);
