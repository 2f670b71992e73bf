// A small sidebar shared by the theme component tests.
import type { SidebarItem } from "../content/types";

export const testSidebar: SidebarItem[] = [
  { type: "doc", id: "data", label: "Cloudloop Data", href: "/docs/data" },
  {
    type: "category",
    label: "Concepts",
    href: "/docs/category/concepts",
    linkDocId: null,
    collapsed: true,
    items: [
      { type: "doc", id: "concepts/thing", label: "Thing", href: "/docs/concepts/thing" },
      { type: "doc", id: "concepts/pulse", label: "Pulse", href: "/docs/concepts/pulse" },
    ],
  },
  {
    type: "category",
    label: "API",
    href: null,
    linkDocId: null,
    collapsed: true,
    items: [{ type: "doc", id: "api/overview", label: "Overview", href: "/docs/api/overview" }],
  },
];
