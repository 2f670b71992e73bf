// Names each heading's "#" link after its heading, so keyboard and screen-reader users know where the link points.
import type { Element, ElementContent, Root } from "hast";
import { visit } from "unist-util-visit";

export const ANCHOR_LINK_CLASS = "anchor-link";

const isAnchorLink = (node: ElementContent): boolean => {
  const className = node.type === "element" && node.tagName === "a" ? node.properties?.className : undefined;
  return Array.isArray(className) && className.includes(ANCHOR_LINK_CLASS);
};

const textOf = (node: ElementContent): string =>
  node.type === "text"
    ? node.value
    : node.type === "element" && !isAnchorLink(node)
      ? node.children.map(textOf).join("")
      : "";

function labelLink(node: Element): void {
  if (!/^h[1-6]$/.test(node.tagName)) return;
  const link = node.children.find((child): child is Element => isAnchorLink(child));
  if (link) {
    const label = `Direct link to ${textOf(node).trim()}`;
    link.properties = { ...link.properties, ariaLabel: label, title: label };
  }
}

/**
 * Rehype plugin (after rehype-autolink-headings): aria-label and title "Direct link to <heading>" on every anchor link.
 */
export default function rehypeAnchorLabels() {
  return (tree: Root): void => visit(tree, "element", labelLink);
}
