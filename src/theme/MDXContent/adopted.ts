// On a page's first load the browser keeps the body's server HTML instead of rebuilding it from the tree: the parts
// with nothing to do (prose, headings, lists, highlighted code) stay as drawn and only the components come alive.
import { createElement, useRef, type ReactElement, type ReactNode } from "react";
import type { MdxTreeElement, MdxTreeNode } from "../../content/compile/mdx-tree";

/** While hydrating, Preact and React leave an element's inner HTML alone, so its server-rendered children stay. */
export const KEEP_SERVER_CHILDREN = Object.freeze({ __html: "" });

const sources = new WeakMap<object, MdxTreeElement>();

/**
 * True while the browser hydrates the server's HTML (the first render of a page opened by its address), false for
 * renders after a client-side navigation, on the server and in `gatsby develop` (whose HTML has no page in it).
 */
export function isHydratingServerHtml(): boolean {
  if (typeof document === "undefined") return false;
  // Gatsby hydrates exactly when its focus wrapper came with children from the server; the first render's effects
  // mark the document as hydrated (gatsby-browser's onInitialClientRender), and every later render draws the tree.
  return !document.documentElement.hasAttribute("data-hydrated") && (document.getElementById("gatsby-focus-wrapper")?.children.length ?? 0) > 0;
}

/**
 * Whether a part of the page (a list of cards, a sidebar category's links) keeps the HTML the server drew for it
 * (render it with KEEP_SERVER_CHILDREN): true from a first load's hydration for as long as `keep` stays true. Once
 * `keep` is false (the category closed), the part draws its own content for the rest of its life; a page reached by a
 * link draws its own from the start. Worked out once per mount.
 */
export function useKeptServerHtml(keep = true): boolean {
  const kept = useRef<boolean | null>(null);
  if (kept.current === null) kept.current = keep && isHydratingServerHtml();
  else if (!keep) kept.current = false;
  return kept.current;
}

/** An element that keeps the children the server rendered; it remembers its tree in case its content must change. */
export function adoptedElement(node: MdxTreeElement): ReactElement {
  const [name, props] = node;
  const element = createElement(name, { ...props, dangerouslySetInnerHTML: KEEP_SERVER_CHILDREN });
  sources.set(element, node);
  return element;
}

/** The tree an adopted element stands for, or undefined for any other node. */
export function adoptedSource(node: unknown): MdxTreeElement | undefined {
  return typeof node === "object" && node !== null ? sources.get(node) : undefined;
}

/** A component-free tree as plain elements (what an adopted element turns back into when its text must change). */
export function renderPlainNode(node: MdxTreeNode): ReactNode {
  if (typeof node === "string") return node;
  const [name, props, ...children] = node;
  return createElement(name, props, ...children.map(renderPlainNode));
}
