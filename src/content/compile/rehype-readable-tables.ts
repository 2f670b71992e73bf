// Prepares tables at build time: long inline code in a cell may wrap only after "/" or "." (a <wbr> there), and every
// table gets a page-unique name for its scrollable region, from its caption or the heading it sits under.
import { splitAtWrapPoints } from "../../lib/wrap-points";
import type { HastNode } from "../model/types";

/** The property that carries a table's region name to the Table component (rendered as data-region-label). */
export const TABLE_REGION_LABEL_PROPERTY = "dataRegionLabel";

const HEADING = /^h[2-6]$/;

const textOf = (node: HastNode): string =>
  node.type === "text" ? (node.value ?? "") : (node.children ?? []).map(textOf).join("");

/**
 * Code shorter than this stays whole: it fits the narrowest column, and a wrap point would let the table squeeze its
 * column until `message.mo` breaks after the dot.
 */
export const MIN_WRAPPED_LENGTH = 16;

/** Puts a <wbr> after each "/" and "." of the code's text, when the code is long enough to need one. */
function addWrapPoints(code: HastNode): void {
  if (textOf(code).length < MIN_WRAPPED_LENGTH) return;
  code.children = (code.children ?? []).flatMap((child) => {
    if (child.type !== "text") return [child];
    const parts = splitAtWrapPoints(child.value ?? "");
    return parts.flatMap((part, index): HastNode[] =>
      index === 0
        ? [{ type: "text", value: part }]
        : [
            { type: "element", tagName: "wbr", properties: {}, children: [] },
            { type: "text", value: part },
          ],
    );
  });
}

function visitCells(node: HastNode, inTable: boolean): void {
  for (const child of node.children ?? []) {
    if (child.type !== "element") continue;
    if (inTable && child.tagName === "code") addWrapPoints(child);
    else visitCells(child, inTable || child.tagName === "table");
  }
}

/**
 * Region names in reading order: "<caption>", else "<heading> table" (numbered when a heading has several), else "Table
 * n"; repeats get " (2)", " (3)"…
 */
export function nameTables(root: HastNode): void {
  let heading: string | null = null;
  let underHeading: HastNode[] = [];
  let unheadedCount = 0;
  const named: Array<{ table: HastNode; label: string }> = [];
  const flush = (): void => {
    underHeading.forEach((table, index) => {
      const caption = table.children?.find((child) => child.tagName === "caption");
      const label = caption
        ? textOf(caption).trim()
        : heading
          ? `${heading} table${underHeading.length > 1 ? ` ${index + 1}` : ""}`
          : `Table ${++unheadedCount}`;
      named.push({ table, label });
    });
    underHeading = [];
  };
  const walk = (node: HastNode): void => {
    for (const child of node.children ?? []) {
      if (child.type === "element" && child.tagName && HEADING.test(child.tagName)) {
        flush();
        heading = textOf(child).trim() || null;
      } else if (child.type === "element" && child.tagName === "table") {
        underHeading.push(child);
      } else {
        walk(child);
      }
    }
  };
  walk(root);
  flush();
  const seen = new Map<string, number>();
  for (const { table, label } of named) {
    const count = (seen.get(label) ?? 0) + 1;
    seen.set(label, count);
    table.properties = {
      ...table.properties,
      [TABLE_REGION_LABEL_PROPERTY]: count === 1 ? label : `${label} (${count})`,
    };
  }
}

/** Rehype plugin: wrap points in table code and a unique name per table. */
export default function rehypeReadableTables() {
  return (tree: HastNode): void => {
    visitCells(tree, false);
    nameTables(tree);
  };
}
