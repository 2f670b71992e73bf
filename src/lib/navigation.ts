// Pure navigation helpers over the sidebar: breadcrumbs, previous/next and the active trail of a path.
import { normalizeRoute } from "./url";
import type { SidebarCategoryItem, SidebarItem } from "../content/model/types";

export type NavLink = { readonly label: string; readonly href: string };
export type Breadcrumb = { readonly label: string; readonly href: string | null };

const same = (a: string | null, b: string): boolean => a !== null && normalizeRoute(a) === normalizeRoute(b);

/** Every page link in sidebar order, categories with a page of their own included. */
export function flattenSidebar(items: readonly SidebarItem[]): NavLink[] {
  const links: NavLink[] = [];
  for (const item of items) {
    if (item.href) links.push({ label: item.label, href: item.href });
    if (item.type === "category") links.push(...flattenSidebar(item.items));
  }
  return links;
}

/** The categories that lead to `path`, outermost first; empty when the path is not in the sidebar. */
export function getActiveTrail(items: readonly SidebarItem[], path: string): SidebarCategoryItem[] {
  for (const item of items) {
    if (item.type !== "category") continue;
    if (same(item.href, path)) return [item];
    const inner = getActiveTrail(item.items, path);
    if (inner.length > 0 || item.items.some((child) => same(child.href, path))) return [item, ...inner];
  }
  return [];
}

/** Breadcrumbs for a docs path: each enclosing category, then the current page (without link). */
export function getBreadcrumbs(items: readonly SidebarItem[], path: string, currentLabel: string): Breadcrumb[] {
  const trail = getActiveTrail(items, path).filter((category) => !same(category.href, path));
  return [
    ...trail.map((category) => ({ label: category.label, href: category.href })),
    { label: currentLabel, href: null },
  ];
}

/** The pages before and after `path` in sidebar order. */
export function getPrevNext(
  items: readonly SidebarItem[],
  path: string,
): { previous: NavLink | null; next: NavLink | null } {
  const links = flattenSidebar(items);
  const index = links.findIndex((link) => same(link.href, path));
  if (index === -1) return { previous: null, next: null };
  return { previous: links[index - 1] ?? null, next: links[index + 1] ?? null };
}

/** Whether `path` is the item's page or lies below a category item. */
export function containsPath(item: SidebarItem, path: string): boolean {
  if (same(item.href, path)) return true;
  return item.type === "category" && item.items.some((child) => containsPath(child, path));
}

/** What the reader last did with a category: opened or closed it, on which page. */
export type CategoryState = { readonly open: boolean; readonly at: string };

/**
 * Whether a sidebar category shows its items. The category holding the current page opens on every new page (the
 * reader can still close it there); any other category keeps the reader's last choice, else its configured default.
 */
export function isCategoryOpen(options: {
  readonly active: boolean;
  readonly collapsedByDefault: boolean;
  readonly state: CategoryState | undefined;
  readonly pathname: string;
}): boolean {
  const { active, collapsedByDefault, state, pathname } = options;
  if (active && (!state || normalizeRoute(state.at) !== normalizeRoute(pathname))) return true;
  return state ? state.open : !collapsedByDefault;
}
