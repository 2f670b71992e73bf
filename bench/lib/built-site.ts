// Reads pages of a finished build from disk, so the budget test
// and the benchmarks measure the same four pages the same way.
import fs from "fs";
import path from "path";
import { readBuiltHtmlPages } from "../../src/server/built-html";
import { measurePage, type BuildReader, type PageWeight } from "./page-weight";

/** The pages whose weight is budgeted and benchmarked: one of each kind a reader lands on. */
export const MEASURED_PAGES = [
  { name: "home", route: "/", isDocPage: false },
  { name: "doc", route: "/docs/concepts/thing", isDocPage: true },
  { name: "category", route: "/docs/category/concepts", isDocPage: true },
  { name: "search", route: "/search", isDocPage: false },
] as const;

/** First-load JS budget of a doc page, gzip bytes. */
export const DOC_PAGE_JS_BUDGET_GZIP_BYTES = 60_000;

/** A reader over a build folder that refuses paths leaving it. */
export function createBuildReader(publicDir: string): BuildReader {
  const root = path.resolve(publicDir);
  return {
    read(sitePath: string): Buffer | null {
      const file = path.join(root, sitePath.split(/[?#]/)[0] ?? "");
      if (!file.startsWith(root + path.sep)) return null;
      try {
        return fs.readFileSync(file);
      } catch {
        return null;
      }
    },
  };
}

/** The HTML file Gatsby writes for a route ("/" → index.html, "/a/b" → a/b/index.html). */
export function htmlFileFor(route: string): string {
  const clean = route.replace(/^\/+|\/+$/g, "");
  return clean === "" ? "index.html" : `${clean}/index.html`;
}

/**
 * Each built page once, as its route and its index.html (the "x.html" copies for static hosts and Gatsby's 404.html
 * are the same bytes as an index.html, so checking them again would prove nothing new).
 */
export function listBuiltPages(publicDir: string): Array<{ readonly route: string; readonly file: string }> {
  return readBuiltHtmlPages(publicDir)
    .map((page) => page.relativePath)
    .filter((file) => file === "index.html" || file.endsWith("/index.html"))
    .sort()
    .map((file) => ({ route: `/${file.replace(/\/?index\.html$/, "")}`, file: path.join(publicDir, file) }));
}

/** First-load weight of one route of the build in publicDir. */
export function measureBuiltRoute(publicDir: string, route: string): PageWeight {
  const html = fs.readFileSync(path.join(publicDir, htmlFileFor(route)), "utf8");
  return measurePage(html, createBuildReader(publicDir));
}

/**
 * How many pages a `gatsby build` rendered to HTML, from its last "Building static HTML for pages - 1.2s - 3/3" line.
 */
export function renderedPages(buildOutput: string): number {
  const counts = [...buildOutput.matchAll(/Building static HTML for pages[^\n]*?(\d+)\/(\d+)/g)].map((match) =>
    Number(match[2]),
  );
  return counts.at(-1) ?? 0;
}
