// Applies the reader's values to highlighted code as React nodes: the text pieces are filled as one code text
// (a placeholder may span several highlight spans) and put back in place, so the spans and colours stay.
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { fillPieces, type Fill } from "../../../lib/placeholders";

type WithChildren = { readonly children?: ReactNode };

/** The text pieces of a node tree, in reading order. */
export function collectPieces(node: ReactNode, pieces: string[] = []): string[] {
  if (typeof node === "string" || typeof node === "number") pieces.push(String(node));
  else if (Array.isArray(node)) for (const child of node) collectPieces(child as ReactNode, pieces);
  else if (isValidElement(node)) collectPieces((node.props as WithChildren).children, pieces);
  return pieces;
}

function replacePieces(node: ReactNode, pieces: readonly string[], cursor: { index: number }): ReactNode {
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

/** The code's nodes with the reader's values in place of the placeholders (the same nodes when nothing is filled). */
export function fillCodeNodes(node: ReactNode, language: string, fill: Fill): ReactNode {
  const pieces = collectPieces(node);
  const filled = fillPieces(pieces, language, fill);
  if (filled.every((piece, index) => piece === pieces[index])) return node;
  return replacePieces(node, filled, { index: 0 });
}
