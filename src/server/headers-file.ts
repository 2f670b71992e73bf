// Writes public/_headers after the build, so static hosts send the same security headers as `npm start`.
import fs from "fs";
import path from "path";
import { readBuiltHtmlPages } from "./built-html";
import { buildHeadersFile } from "./security-headers";
import { BASE_HEADERS, CONTENT_TYPES } from "./static-server";

/** Text files a host might type by guesswork (Markdown twins, llms.txt): _headers names their type explicitly. */
const TYPED_TEXT_EXTENSIONS = [".md", ".txt"];

/** Site paths of the Markdown and plain-text files of a build folder (twins, llms.txt, robots.txt), sorted. */
export function readTypedTextFiles(publicDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const relativePath = path.relative(publicDir, full).split(path.sep).join("/");
      if (entry.isDirectory()) {
        if (!["page-data", "static", "_gatsby"].includes(relativePath)) walk(full);
      } else if (entry.isFile() && TYPED_TEXT_EXTENSIONS.includes(path.extname(entry.name).toLowerCase())) {
        found.push(`/${relativePath}`);
      }
    }
  };
  walk(publicDir);
  return found.sort();
}

/** `_headers` blocks giving each text file the Content-Type `npm start` sends for it. */
export function buildContentTypeBlocks(sitePaths: readonly string[]): string {
  return sitePaths
    .map((sitePath) => {
      const type = CONTENT_TYPES[path.extname(sitePath).toLowerCase()];
      return type ? `${sitePath}\n  Content-Type: ${type}\n` : "";
    })
    .join("");
}

/** Writes `_headers` for the build in publicDir and returns how many pages it covers. */
export function writeHeadersFile(publicDir: string, connectSources: readonly string[]): number {
  const pages = readBuiltHtmlPages(publicDir);
  fs.writeFileSync(path.join(publicDir, "_headers"), buildHeadersFile(pages, BASE_HEADERS, connectSources) + buildContentTypeBlocks(readTypedTextFiles(publicDir)));
  return pages.length;
}
