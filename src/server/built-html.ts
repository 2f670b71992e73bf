// Reads the HTML pages of a finished build: the _headers writer needs each page's inline scripts, and the budget and
// integrity checks walk the same pages.
import fs from "fs";
import path from "path";

/** One HTML page of a build, by its path relative to the build folder. */
export type BuiltHtmlPage = { readonly relativePath: string; readonly html: string };

/** Every HTML page of a build folder, by path relative to it (page data, slice fragments and assets are skipped). */
export function readBuiltHtmlPages(publicDir: string): BuiltHtmlPage[] {
  const pages: BuiltHtmlPage[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const relativePath = path.relative(publicDir, full).split(path.sep).join("/");
      if (entry.isDirectory()) {
        // Gatsby's slice fragments under _gatsby/ are stitched into pages at build time and never served alone.
        if (!["page-data", "static", "_gatsby"].includes(relativePath)) walk(full);
      } else if (entry.isFile() && entry.name.endsWith(".html")) {
        pages.push({ relativePath, html: fs.readFileSync(full, "utf8") });
      }
    }
  };
  walk(publicDir);
  return pages;
}
