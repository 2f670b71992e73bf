// Reads the HTML pages of a finished build: the _headers writer needs each page's inline scripts, and the budget and
// integrity checks walk the same pages.
import fs from "fs";
import path from "path";

/** One HTML page of a build, by its path relative to the build folder. */
export type BuiltHtmlPage = { readonly relativePath: string; readonly html: string };

/**
 * Paths (relative to the build folder, with "/") of the served files whose name passes `keep`; page data, assets and
 * slice fragments are skipped.
 */
export function listServedFiles(publicDir: string, keep: (fileName: string) => boolean): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const relativePath = path.relative(publicDir, full).split(path.sep).join("/");
      if (entry.isDirectory()) {
        // Gatsby's slice fragments under _gatsby/ are stitched into pages at build time and never served alone.
        if (!["page-data", "static", "_gatsby"].includes(relativePath)) walk(full);
      } else if (entry.isFile() && keep(entry.name)) {
        found.push(relativePath);
      }
    }
  };
  walk(publicDir);
  return found;
}

/** Every HTML page of a build folder, by path relative to it (page data, slice fragments and assets are skipped). */
export function readBuiltHtmlPages(publicDir: string): BuiltHtmlPage[] {
  return listServedFiles(publicDir, (name) => name.endsWith(".html")).map((relativePath) => ({
    relativePath,
    html: fs.readFileSync(path.join(publicDir, relativePath), "utf8"),
  }));
}
