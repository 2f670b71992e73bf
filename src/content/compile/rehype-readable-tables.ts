// Prepares inline code and tables at build time: long inline code may wrap after "/" or "." (a <wbr> there) before it
// breaks anywhere else, and every table gets a page-unique name for its scrollable region, from its caption or the
// heading it sits under.
import { splitAtWrapPoints } from "../../lib/wrap-points";
import type { Element, ElementContent, Root } from "hast";
import { toText } from "hast-util-to-text";

/** The property that carries a table's region name to the Table component (rendered as data-region-label). */
export const TABLE_REGION_LABEL_PROPERTY = "dataRegionLabel";

const HEADING = /^h[2-6]$/;

const textOf = (node: Element): string => toText(node, { whitespace: "pre" });

/**
 * Code shorter than this stays whole: it fits the narrowest column, and a wrap point would let the table squeeze its
 * column until `message.mo` breaks after the dot.
 */
export const MIN_WRAPPED_LENGTH = 16;

/** Puts a <wbr> after each "/" and "." of the code's text, when the code is long enough to need one. */
function addWrapPoints(code: Element): void {
  if (textOf(code).length < MIN_WRAPPED_LENGTH) return;
  code.children = code.children.flatMap((child) => {
    if (child.type !== "text") return [child];
    const parts = splitAtWrapPoints(child.value);
    return parts.flatMap((part, index): ElementContent[] =>
      index === 0
        ? [{ type: "text", value: part }]
        : [
            { type: "element", tagName: "wbr", properties: {}, children: [] },
            { type: "text", value: part },
          ],
    );
  });
}

/** A node with children: an element, the root, or an MDX component's element (tabs hold tables too). */
type Parent = { readonly children: ElementContent[] };
const hasChildren = (node: object): node is Parent => "children" in node;

/** Inline code: every <code> but a code block's, which keeps its lines as written. */
function visitInlineCode(node: Parent): void {
  for (const child of node.children) {
    if (child.type === "element" && child.tagName === "code") addWrapPoints(child);
    else if (hasChildren(child) && !(child.type === "element" && child.tagName === "pre")) visitInlineCode(child);
  }
}

/**
 * Region names in reading order: "<caption>", else "<heading> table" (numbered when a heading has several), else "Table
 * n"; repeats get " (2)", " (3)"…
 */
export function nameTables(root: Root | Element): void {
  let heading: string | null = null;
  let underHeading: Element[] = [];
  let unheadedCount = 0;
  const named: Array<{ table: Element; label: string }> = [];
  const flush = (): void => {
    underHeading.forEach((table, index) => {
      const caption = table.children.find(
        (child): child is Element => child.type === "element" && child.tagName === "caption",
      );
      const label = caption
        ? textOf(caption).trim()
        : heading
          ? `${heading} table${underHeading.length > 1 ? ` ${index + 1}` : ""}`
          : `Table ${++unheadedCount}`;
      named.push({ table, label });
    });
    underHeading = [];
  };
  const walk = (node: Parent): void => {
    for (const child of node.children) {
      if (child.type === "element" && HEADING.test(child.tagName)) {
        flush();
        heading = textOf(child).trim() || null;
      } else if (child.type === "element" && child.tagName === "table") {
        underHeading.push(child);
      } else if (hasChildren(child)) {
        walk(child);
      }
    }
  };
  walk(root as Parent);
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

/** Rehype plugin: wrap points in inline code and a unique name per table. */
export default function rehypeReadableTables() {
  return (tree: Root): void => {
    visitInlineCode(tree as Parent);
    nameTables(tree);
  };
}
