// Table of contents: which headings it lists (levels from the config), how they nest, and which one is in view.

export type TocHeading = { readonly depth: number; readonly value: string; readonly id: string };
export type TocItem = {
  readonly id: string;
  readonly value: string;
  readonly level: number;
  readonly children: readonly TocItem[];
};
export type TocLevels = { readonly minHeadingLevel: number; readonly maxHeadingLevel: number };

type MutableItem = { id: string; value: string; level: number; children: MutableItem[] };

/** Nests the headings between the two levels; a heading hangs under the closest earlier heading of a higher level. */
export function buildToc(headings: readonly TocHeading[], levels: TocLevels): TocItem[] {
  const root: MutableItem[] = [];
  const stack: MutableItem[] = [];
  for (const heading of headings) {
    if (heading.depth < levels.minHeadingLevel || heading.depth > levels.maxHeadingLevel || !heading.id) continue;
    const item: MutableItem = { id: heading.id, value: heading.value, level: heading.depth, children: [] };
    while (stack.length > 0 && (stack[stack.length - 1] as MutableItem).level >= item.level) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(item);
    else root.push(item);
    stack.push(item);
  }
  return root;
}

/** Every id of the tree in reading order. */
export function flattenTocIds(items: readonly TocItem[]): string[] {
  return items.flatMap((item) => [item.id, ...flattenTocIds(item.children)]);
}

export type HeadingPosition = { readonly id: string; readonly top: number };
export type ViewportState = {
  /** Distance from the viewport top under which a heading counts as read (the sticky navbar and a margin). */
  readonly offset: number;
  readonly viewportHeight: number;
  /** The page is scrolled to its end, so the last headings can never reach the top. */
  readonly atBottom: boolean;
};

/**
 * The heading to highlight: the last one scrolled past the offset; at the very top the first heading when it sits
 * in the upper half of the screen; at the end of the page the last heading that is visible.
 */
export function pickActiveHeading(positions: readonly HeadingPosition[], viewport: ViewportState): string | null {
  if (viewport.atBottom) {
    const visible = positions.filter((position) => position.top < viewport.viewportHeight);
    const last = visible[visible.length - 1];
    if (last) return last.id;
  }
  let active: string | null = null;
  for (const position of positions) {
    if (position.top <= viewport.offset) active = position.id;
    else break;
  }
  if (active) return active;
  const first = positions[0];
  return first && first.top < viewport.viewportHeight / 2 ? first.id : null;
}
