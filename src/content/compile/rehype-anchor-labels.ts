// Names each heading's "#" link after its heading, so keyboard and screen-reader users know where the link points.
import type { HastNode } from "../model/types";

export const ANCHOR_LINK_CLASS = "anchor-link";

const isAnchorLink = (node: HastNode): boolean =>
  node.tagName === "a" &&
  Array.isArray(node.properties?.className) &&
  (node.properties.className as unknown[]).includes(ANCHOR_LINK_CLASS);

const textOf = (node: HastNode): string =>
  node.type === "text" ? (node.value ?? "") : isAnchorLink(node) ? "" : (node.children ?? []).map(textOf).join("");

function walk(node: HastNode): void {
  if (node.type === "element" && node.tagName && /^h[1-6]$/.test(node.tagName)) {
    const link = node.children?.find(isAnchorLink);
    if (link) {
      const label = `Direct link to ${textOf(node).trim()}`;
      link.properties = { ...link.properties, ariaLabel: label, title: label };
    }
    return;
  }
  node.children?.forEach(walk);
}

/**
 * Rehype plugin (after rehype-autolink-headings): aria-label and title "Direct link to <heading>" on every anchor link.
 */
export default function rehypeAnchorLabels() {
  return (tree: HastNode): void => walk(tree);
}
