// Builds the small sidebars the navigation, theme and search tests run on, so each names only the items it needs.
import type { SidebarCategoryItem, SidebarDocItem, SidebarItem } from "../content/model/types";

/** A doc link: its route is the doc id under /docs. */
export const sidebarDoc = (id: string, label: string): SidebarDocItem => ({
  type: "doc",
  id,
  label,
  href: `/docs/${id}`,
});

/** A collapsed category; `generatedIndex` gives it the page /docs/category/<slug>, else it is a plain group. */
export const sidebarCategory = (
  label: string,
  items: readonly SidebarItem[],
  generatedIndex?: string,
): SidebarCategoryItem => ({
  type: "category",
  label,
  href: generatedIndex === undefined ? null : `/docs/category/${generatedIndex}`,
  linkDocId: null,
  collapsed: true,
  items,
});

/** The sidebar of the theme component tests: a doc, a category with its index page, a plain group. */
export const testSidebar: SidebarItem[] = [
  sidebarDoc("data", "Cloudloop Data"),
  sidebarCategory(
    "Concepts",
    [sidebarDoc("concepts/thing", "Thing"), sidebarDoc("concepts/pulse", "Pulse")],
    "concepts",
  ),
  sidebarCategory("API", [sidebarDoc("api/overview", "Overview")]),
];
