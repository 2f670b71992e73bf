// Renders a page body compiled to an MDX tree at build time (src/content/mdx-tree.ts) with the site's MDX components.
import { createElement, Fragment, type ComponentType, type ReactNode } from "react";
import type { MdxTreeNode } from "../../content/mdx-tree";
import { mdxComponents } from "../MDXComponents";

// Components take many prop shapes; the build has already checked every name and literal prop.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MdxComponentMap = Readonly<Record<string, ComponentType<any> | undefined>>;

/** One tree node → a React node: components by name, other names as HTML elements. */
export function renderMdxNode(node: MdxTreeNode, components: MdxComponentMap): ReactNode {
  if (typeof node === "string") return node;
  const [name, props, ...children] = node;
  const component = components[name];
  // The build rejects unknown components; an old page-data file could still name one: keep its content readable.
  const type = component ?? (/^[A-Z]/.test(name) ? "div" : name);
  return createElement(type, component || !/^[A-Z]/.test(name) ? props : null, ...children.map((child) => renderMdxNode(child, components)));
}

export type Props = {
  readonly tree: readonly MdxTreeNode[];
  readonly components?: MdxComponentMap;
};

export default function MDXContent({ tree, components = mdxComponents }: Props) {
  return createElement(Fragment, null, ...tree.map((node) => renderMdxNode(node, components)));
}
