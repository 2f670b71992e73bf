import type { SidebarItem } from "../content/model/types";
import { sidebarCategory, sidebarDoc } from "../__fixtures__/sidebar";
import {
  containsPath,
  flattenSidebar,
  getActiveTrail,
  getBreadcrumbs,
  getPrevNext,
  isCategoryOpen,
} from "./navigation";

const sidebar: SidebarItem[] = [
  sidebarDoc("data", "Cloudloop Data"),
  sidebarCategory(
    "Destinations",
    [
      sidebarDoc("destinations/http", "HTTP Webhook"),
      sidebarCategory("AWS", [sidebarDoc("destinations/aws/aws-s3", "S3")], "aws"),
    ],
    "destinations",
  ),
  sidebarCategory("API", [sidebarDoc("api/overview", "Overview")]),
];

describe("navigation", () => {
  it("flattens the sidebar in reading order, category pages included", () => {
    expect(flattenSidebar(sidebar).map((link) => link.href)).toEqual([
      "/docs/data",
      "/docs/category/destinations",
      "/docs/destinations/http",
      "/docs/category/aws",
      "/docs/destinations/aws/aws-s3",
      "/docs/api/overview",
    ]);
  });

  it("builds breadcrumbs through every enclosing category", () => {
    expect(getBreadcrumbs(sidebar, "/docs/destinations/aws/aws-s3/", "Simple Storage Service (S3)")).toEqual([
      { label: "Destinations", href: "/docs/category/destinations" },
      { label: "AWS", href: "/docs/category/aws" },
      { label: "Simple Storage Service (S3)", href: null },
    ]);
    expect(getBreadcrumbs(sidebar, "/docs/api/overview", "Overview")).toEqual([
      { label: "API", href: null },
      { label: "Overview", href: null },
    ]);
  });

  it("gives a category page its parents only", () => {
    expect(getBreadcrumbs(sidebar, "/docs/category/aws", "AWS")).toEqual([
      { label: "Destinations", href: "/docs/category/destinations" },
      { label: "AWS", href: null },
    ]);
  });

  it("finds previous and next pages", () => {
    expect(getPrevNext(sidebar, "/docs/destinations/http")).toEqual({
      previous: { label: "Destinations", href: "/docs/category/destinations" },
      next: { label: "AWS", href: "/docs/category/aws" },
    });
    expect(getPrevNext(sidebar, "/docs/data").previous).toBeNull();
    expect(getPrevNext(sidebar, "/docs/api/overview").next).toBeNull();
    expect(getPrevNext(sidebar, "/elsewhere")).toEqual({ previous: null, next: null });
  });

  it("knows which categories hold a path", () => {
    expect(getActiveTrail(sidebar, "/docs/destinations/aws/aws-s3").map((item) => item.label)).toEqual([
      "Destinations",
      "AWS",
    ]);
    expect(containsPath(sidebar[1] as SidebarItem, "/docs/destinations/aws/aws-s3")).toBe(true);
    expect(containsPath(sidebar[2] as SidebarItem, "/docs/destinations/http")).toBe(false);
  });
});

describe("isCategoryOpen", () => {
  const base = { active: false, collapsedByDefault: true, state: undefined, pathname: "/docs/a" };

  it("follows the configured default until the reader acts", () => {
    expect(isCategoryOpen(base)).toBe(false);
    expect(isCategoryOpen({ ...base, collapsedByDefault: false })).toBe(true);
  });

  it("opens the current page's category on every new page", () => {
    expect(isCategoryOpen({ ...base, active: true })).toBe(true);
    expect(isCategoryOpen({ ...base, active: true, state: { open: false, at: "/docs/b" } })).toBe(true);
  });

  it("lets the reader close the current category on the page where they closed it", () => {
    expect(isCategoryOpen({ ...base, active: true, state: { open: false, at: "/docs/a/" } })).toBe(false);
  });

  it("keeps the reader's choice for other categories across pages", () => {
    expect(isCategoryOpen({ ...base, state: { open: true, at: "/docs/b" } })).toBe(true);
    expect(isCategoryOpen({ ...base, collapsedByDefault: false, state: { open: false, at: "/docs/b" } })).toBe(false);
  });
});
