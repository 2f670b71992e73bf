// Writes public/_headers after the build, so static hosts send the same security headers as `npm start`.
import fs from "fs";
import path from "path";
import { buildHeadersFile, type BuiltHtmlPage } from "./security-headers";
import { BASE_HEADERS } from "./static-server";

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

/** Writes `_headers` for the build in publicDir and returns how many pages it covers. */
export function writeHeadersFile(publicDir: string, connectSources: readonly string[]): number {
  const pages = readBuiltHtmlPages(publicDir);
  fs.writeFileSync(path.join(publicDir, "_headers"), buildHeadersFile(pages, BASE_HEADERS, connectSources));
  return pages.length;
}
