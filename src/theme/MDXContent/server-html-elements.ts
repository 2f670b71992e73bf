// On a page's first load the browser keeps the body's server HTML instead of rebuilding it from the tree: the parts
// with nothing to do (prose, headings, lists, highlighted code) stay as drawn and only the components come alive.
import { createElement, type ReactElement, type ReactNode } from "react";
import { KEEP_SERVER_CHILDREN } from "../hooks/useKeptServerHtml";
import type { MdxTreeElement, MdxTreeNode } from "../../content/compile/mdx-tree";

const sources = new WeakMap<object, MdxTreeElement>();

/** An element that keeps the children the server rendered; it remembers its tree in case its content must change. */
export function elementKeepingServerHtml(node: MdxTreeElement): ReactElement {
  const [name, props] = node;
  const element = createElement(name, { ...props, dangerouslySetInnerHTML: KEEP_SERVER_CHILDREN });
  sources.set(element, node);
  return element;
}

/** The tree an element that keeps its server HTML stands for, or undefined for any other node. */
export function treeOfServerHtmlElement(node: unknown): MdxTreeElement | undefined {
  return typeof node === "object" && node !== null ? sources.get(node) : undefined;
}

/** A component-free tree as plain elements (what a server-HTML element becomes when its text must change). */
export function renderPlainNode(node: MdxTreeNode): ReactNode {
  if (typeof node === "string") return node;
  const [name, props, ...children] = node;
  return createElement(name, props, ...children.map(renderPlainNode));
}
