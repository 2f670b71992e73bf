// Builds the one shared docs sidebar from the folder tree, frontmatter positions and _category_.json files.
import { getDocDir } from "./slugs";
import type { CategoryConfig, SidebarItem } from "./types";

/** What the sidebar needs to know about a doc. */
export type SidebarDocInput = {
  readonly id: string;
  readonly label: string;
  readonly href: string;
  readonly position?: number | null;
  readonly unlisted?: boolean | null;
  readonly className?: string | null;
};

type Entry = { readonly position: number | undefined; readonly name: string; readonly item: SidebarItem };

const baseName = (path: string): string => path.slice(path.lastIndexOf("/") + 1);

function byPosition(a: Entry, b: Entry): number {
  const pa = a.position ?? Number.POSITIVE_INFINITY;
  const pb = b.position ?? Number.POSITIVE_INFINITY;
  if (pa !== pb) return pa < pb ? -1 : 1;
  return a.name.localeCompare(b.name);
}

/**
 * Returns the sidebar items, ordered by position then name. A category's link doc is its own page and is not
 * repeated among its items; a category left with no items but a link doc becomes a plain doc link.
 */
export function buildSidebar(
  docs: readonly SidebarDocInput[],
  categories: readonly CategoryConfig[],
  categoryHref: (category: CategoryConfig) => string | null,
  docHref: (docId: string) => string | null,
): SidebarItem[] {
  const listed = docs.filter((doc) => !doc.unlisted);
  const categoryByDir = new Map(categories.map((category) => [category.dir, category]));
  const dirs = new Set<string>();
  for (const doc of listed) {
    let dir = getDocDir(doc.id);
    while (dir) {
      dirs.add(dir);
      dir = getDocDir(dir);
    }
  }

  const buildLevel = (dir: string): Entry[] => {
    const entries: Entry[] = [];
    for (const doc of listed) {
      if (getDocDir(doc.id) !== dir) continue;
      entries.push({
        position: doc.position ?? undefined,
        name: baseName(doc.id),
        item: {
          type: "doc",
          id: doc.id,
          label: doc.label,
          href: doc.href,
          ...(doc.className ? { className: doc.className } : {}),
        },
      });
    }
    for (const child of dirs) {
      if (getDocDir(child) !== dir) continue;
      const category = categoryByDir.get(child);
      const linkDocId = category?.link?.type === "doc" ? category.link.id : null;
      const items = buildLevel(child)
        .filter((entry) => !(entry.item.type === "doc" && entry.item.id === linkDocId))
        .map((entry) => entry.item);
      const label = category?.label ?? baseName(child);
      const href = category ? (linkDocId ? docHref(linkDocId) : categoryHref(category)) : null;
      const item: SidebarItem =
        items.length === 0 && linkDocId && href
          ? { type: "doc", id: linkDocId, label, href }
          : { type: "category", label, href, linkDocId, collapsed: category?.collapsed ?? true, items };
      entries.push({ position: category?.position, name: baseName(child), item });
    }
    return entries.sort(byPosition);
  };

  return buildLevel("").map((entry) => entry.item);
}
