// Renders a page body compiled to an MDX tree at build time (src/content/compile/mdx-tree.ts) with the MDX components.
import { createElement, Fragment, useMemo, type ComponentType, type ReactNode } from "react";
import type { MdxTreeNode } from "../../content/compile/mdx-tree";
import { isHydratingServerHtml } from "../hooks/useKeptServerHtml";
import { elementKeepingServerHtml, treeOfServerHtmlElement } from "./server-html-elements";

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
  return createElement(
    type,
    component || !/^[A-Z]/.test(name) ? props : null,
    ...children.map((child) => renderMdxNode(child, components)),
  );
}

/**
 * One tree node → a React node that hydrates the server's HTML: the largest parts without a component keep their
 * server-rendered children (links included: their HTML is final and clicks on them are caught for client-side
 * navigation), so hydration only visits the components.
 */
export function renderMdxNodeOverServerHtml(node: MdxTreeNode, components: MdxComponentMap): ReactNode {
  if (typeof node === "string") return node;
  const [name, props, ...children] = node;
  const rendered = children.map((child) => renderMdxNodeOverServerHtml(child, components));
  const component = name === "a" ? undefined : components[name];
  if (component || /^[A-Z]/.test(name)) return createElement(component ?? "div", component ? props : null, ...rendered);
  const inert = rendered.every((child) => typeof child === "string" || treeOfServerHtmlElement(child) !== undefined);
  return inert ? elementKeepingServerHtml(node) : createElement(name, props, ...rendered);
}

/**
 * The compiled body a page query read from its Mdx node; a page without one fails loudly rather than showing no
 * body.
 */
export function compiledBodyOf(
  mdx: { readonly compiledBody: readonly MdxTreeNode[] | null } | null | undefined,
  pathname: string,
): readonly MdxTreeNode[] {
  if (!mdx?.compiledBody)
    throw new Error(`The page ${pathname} has no compiled body: its Mdx node's compiledBody field is empty`);
  return mdx.compiledBody;
}

/**
 * What a page template receives besides Gatsby's props: the components of its pages' bodies
 * (src/bundling/page-components.ts).
 */
export type WithMdxComponents = { readonly mdxComponents: MdxComponentMap };

export type Props = {
  readonly tree: readonly MdxTreeNode[];
  /** The components the tree names, by name: each page's chunk carries only its own (src/bundling/page-components). */
  readonly components: MdxComponentMap;
};

export default function MDXContent({ tree, components }: Props) {
  // Kept for the life of the tree, so a re-render of the page (colour mode, reader's values) does not rebuild the body.
  // Links kept from the server's HTML are plain anchors, handled as the chrome's are (src/lib/internal-links.ts).
  const body = useMemo(() => {
    const reusingServerHtml = isHydratingServerHtml();
    return tree.map((node) => (reusingServerHtml ? renderMdxNodeOverServerHtml : renderMdxNode)(node, components));
  }, [tree, components]);

  return createElement(Fragment, null, ...body);
}
