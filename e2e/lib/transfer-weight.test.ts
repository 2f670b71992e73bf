/** @jest-environment node */
import {
  classifyResource,
  findOverBudget,
  formatTransferTable,
  isNotFoundRouteRequest,
  listBuiltRoutes,
  pageTypeOf,
  TRANSFER_BUDGETS,
} from "./transfer-weight";
import { setUpTempDir } from "../../src/__fixtures__/temp-dir";

describe("classifyResource", () => {
  it.each([
    ["text/javascript; charset=utf-8", "script", "js"],
    ["application/json; charset=utf-8", "fetch", "json"],
    ["text/css", "stylesheet", "css"],
    ["font/woff2", "font", "fonts"],
    ["image/avif", "image", "images"],
    ["image/svg+xml", "image", "images"],
    ["text/html; charset=utf-8", "document", "html"],
    [undefined, "script", "js"],
    [undefined, "font", "fonts"],
    ["text/plain", "fetch", "other"],
  ] as const)("%p (%p) is %p", (contentType, resourceType, kind) => {
    expect(classifyResource(contentType, resourceType)).toBe(kind);
  });
});

describe("pageTypeOf", () => {
  it.each([
    ["/", "home"],
    ["/docs/concepts/thing/", "doc"],
    ["/docs/category/concepts/", "category"],
    ["/search/", "search"],
    ["/search/?q=message", "search"],
    ["/404/", "404"],
    ["/404.html", "404"],
    ["/this-page-does-not-exist", "404"],
    ["/markdown-page/", "markdown-page"],
  ] as const)("%p is a %p page", (route, type) => {
    expect(pageTypeOf(route)).toBe(type);
  });
});

describe("isNotFoundRouteRequest", () => {
  it("accepts the route's own document and page-data, and nothing else", () => {
    expect(isNotFoundRouteRequest("/this-page-does-not-exist", "http://127.0.0.1:1/this-page-does-not-exist")).toBe(
      true,
    );
    expect(isNotFoundRouteRequest("/this-page-does-not-exist", "http://127.0.0.1:1/this-page-does-not-exist/")).toBe(
      true,
    );
    expect(
      isNotFoundRouteRequest(
        "/this-page-does-not-exist",
        "http://127.0.0.1:1/page-data/this-page-does-not-exist/page-data.json",
      ),
    ).toBe(true);
    expect(isNotFoundRouteRequest("/this-page-does-not-exist", "http://127.0.0.1:1/app-123.js")).toBe(false);
    expect(
      isNotFoundRouteRequest("/this-page-does-not-exist", "http://127.0.0.1:1/page-data/404.html/page-data.json"),
    ).toBe(false);
  });
});

describe("listBuiltRoutes", () => {
  const tempDir = setUpTempDir(
    "built-routes-",
    Object.fromEntries(
      [
        "index.html",
        "docs/a/index.html",
        "docs/category/b/index.html",
        "page-data/docs/a/index.html",
        "_gatsby/slices/index.html",
        "static/x/index.html",
        "404.html",
        "docs/a.html",
      ].map((file) => [file, "<!doctype html>"]),
    ),
  );

  it("lists each folder's index.html as a route, leaving out Gatsby's data and asset folders", () => {
    expect(listBuiltRoutes(tempDir())).toEqual(["/", "/docs/a/", "/docs/category/b/"]);
  });
});

describe("findOverBudget", () => {
  const weight = (js: number, total: number) => ({
    html: 0,
    js,
    json: 0,
    css: 0,
    fonts: 0,
    images: 0,
    other: total - js,
    total,
  });

  it("names the page, its type and each budget it breaks", () => {
    expect(
      findOverBudget({
        route: "/docs/a/",
        type: "doc",
        weight: weight(TRANSFER_BUDGETS.doc.js, TRANSFER_BUDGETS.doc.total),
      }),
    ).toEqual([]);
    expect(
      findOverBudget({
        route: "/docs/a/",
        type: "doc",
        weight: weight(TRANSFER_BUDGETS.doc.js + 1, TRANSFER_BUDGETS.doc.total + 1),
      }),
    ).toEqual([
      `/docs/a/ (doc): ${TRANSFER_BUDGETS.doc.js + 1} bytes of JS, budget ${TRANSFER_BUDGETS.doc.js}`,
      `/docs/a/ (doc): ${TRANSFER_BUDGETS.doc.total + 1} bytes in total, budget ${TRANSFER_BUDGETS.doc.total}`,
    ]);
  });

  it("holds doc pages to 58 kB of JS as transferred, and every page without the search code to 60 kB at most", () => {
    expect(TRANSFER_BUDGETS.doc.js).toBe(58_000);
    for (const type of ["home", "doc", "category", "markdown-page"] as const)
      expect(TRANSFER_BUDGETS[type].js).toBeLessThanOrEqual(60_000);
    // The not-found page's suggestions load the search chunk: the first load plus that chunk's share.
    expect(TRANSFER_BUDGETS["404"].js).toBeLessThanOrEqual(63_000);
  });

  it("prints one row per page in kB", () => {
    const table = formatTransferTable([
      { route: "/", type: "home", weight: weight(51_700, 69_300), resources: [], failures: [] },
    ]);
    expect(table.split("\n")[1]).toMatch(/^\/\s+home\s+0\.0\s+51\.7\s+0\.0\s+0\.0\s+0\.0\s+0\.0\s+69\.3$/);
  });
});
