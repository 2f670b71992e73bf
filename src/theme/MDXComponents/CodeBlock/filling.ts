// The reader's values filled into a code block, on screen and in what it copies: loaded only once a reader has given
// values, so pages and readers without them never download the placeholder rules.
import type { ReactNode } from "react";
import { fillCode, fillPieces, type Fill } from "../../../lib/placeholders";
import { redrawnCodeNodes, replacePieces } from "./fill";
import { collectPieces } from "./pieces";

export { fillCode, redrawnCodeNodes };

/** The code's nodes with the reader's values in place of the placeholders (the same nodes when nothing is filled). */
export function fillCodeNodes(node: ReactNode, language: string, fill: Fill): ReactNode {
  const pieces = collectPieces(node);
  const filled = fillPieces(pieces, language, fill);
  if (filled.every((piece, index) => piece === pieces[index])) return node;
  return replacePieces(node, filled);
}
