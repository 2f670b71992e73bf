// Rewrites highlighted code as React nodes by its text pieces (pieces.ts), so that filled values go back in place with
// the spans and colours kept; loaded with the filling (filling.ts), once a reader has values.
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { renderPlainNode, treeOfServerHtmlElement } from "../../MDXContent/server-html-elements";
import { collectPieces, type WithChildren } from "./pieces";

/** The same nodes with their text pieces replaced, in reading order, by `pieces` (as many as `collectPieces` found). */
export function replacePieces(
  node: ReactNode,
  pieces: readonly string[],
  cursor: { index: number } = { index: 0 },
): ReactNode {
  const serverTree = treeOfServerHtmlElement(node);
  if (serverTree) return replacePieces(renderPlainNode(serverTree), pieces, cursor);
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
 * values, going back to the server's element would leave it empty (its server HTML is gone).
 */
export function redrawnCodeNodes(node: ReactNode): ReactNode {
  return replacePieces(node, collectPieces(node), { index: 0 });
}
