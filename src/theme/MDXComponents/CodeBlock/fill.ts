// Reads and rewrites highlighted code as React nodes by its text pieces (a placeholder may span several highlight spans),
// so that filled values go back in place with the spans and colours kept (the filling itself is in filling.ts).
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import type { MdxTreeNode } from "../../../content/mdx-tree";
import { adoptedSource, renderPlainNode } from "../../MDXContent/adopted";

type WithChildren = { readonly children?: ReactNode };

function collectTreePieces(node: MdxTreeNode, pieces: string[]): void {
  if (typeof node === "string") pieces.push(node);
  else for (const child of node.slice(2) as MdxTreeNode[]) collectTreePieces(child, pieces);
}

/** The text pieces of a node tree, in reading order (an element that kept its server HTML reads them from its tree). */
export function collectPieces(node: ReactNode, pieces: string[] = []): string[] {
  const adopted = adoptedSource(node);
  if (adopted) collectTreePieces(adopted, pieces);
  else if (typeof node === "string" || typeof node === "number") pieces.push(String(node));
  else if (Array.isArray(node)) for (const child of node) collectPieces(child as ReactNode, pieces);
  else if (isValidElement(node)) collectPieces((node.props as WithChildren).children, pieces);
  return pieces;
}

/** The same nodes with their text pieces replaced, in reading order, by `pieces` (as many as `collectPieces` found). */
export function replacePieces(node: ReactNode, pieces: readonly string[], cursor: { index: number } = { index: 0 }): ReactNode {
  const adopted = adoptedSource(node);
  if (adopted) return replacePieces(renderPlainNode(adopted), pieces, cursor);
  if (typeof node === "string" || typeof node === "number") {
    const piece = pieces[cursor.index] ?? "";
    cursor.index += 1;
    return piece;
  }
  if (Array.isArray(node)) return node.map((child) => replacePieces(child as ReactNode, pieces, cursor));
  if (isValidElement(node)) {
    const { children } = node.props as WithChildren;
    if (children === undefined || children === null) return node;
    const element = node as ReactElement<WithChildren>;
    // Spread an array of children back into arguments, as the tree renderer created them (no keys needed).
    return Array.isArray(children)
      ? cloneElement(element, undefined, ...children.map((child) => replacePieces(child as ReactNode, pieces, cursor)))
      : cloneElement(element, undefined, replacePieces(children, pieces, cursor));
  }
  return node;
}

/**
 * The same code with every element that kept its server HTML drawn from its tree: once a block has shown filled
 * values, going back to a kept element would leave it empty (its server HTML is gone).
 */
export function redrawnCodeNodes(node: ReactNode): ReactNode {
  return replacePieces(node, collectPieces(node), { index: 0 });
}
