// Reads highlighted code as its text pieces, in reading order (a placeholder may span several highlight spans): what a
// code block copies. Rewriting the pieces (fill.ts) loads with the filling, once a reader has values.
import { isValidElement, type ReactNode } from "react";
import type { MdxTreeNode } from "../../../content/compile/mdx-tree";
import { treeOfServerHtmlElement } from "../../MDXContent/server-html-elements";

export type WithChildren = { readonly children?: ReactNode };

function collectTreePieces(node: MdxTreeNode, pieces: string[]): void {
  if (typeof node === "string") pieces.push(node);
  else for (const child of node.slice(2) as MdxTreeNode[]) collectTreePieces(child, pieces);
}

/** The text pieces of a node tree, in reading order (an element that kept its server HTML reads them from its tree). */
export function collectPieces(node: ReactNode, pieces: string[] = []): string[] {
  const serverTree = treeOfServerHtmlElement(node);
  if (serverTree) collectTreePieces(serverTree, pieces);
  else if (typeof node === "string" || typeof node === "number") pieces.push(String(node));
  else if (Array.isArray(node)) for (const child of node) collectPieces(child as ReactNode, pieces);
  else if (isValidElement(node)) collectPieces((node.props as WithChildren).children, pieces);
  return pieces;
}
