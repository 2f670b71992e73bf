// Writes public/_headers after the build, so static hosts send the same security headers as `npm start`.
import fs from "fs";
import path from "path";
import { listServedFiles, readBuiltHtmlPages } from "./built-html";
import { buildHeadersFile } from "./security-headers";
import { BASE_HEADERS, CONTENT_TYPES } from "./static-server";

/** Text files a host might type by guesswork (Markdown copies, llms.txt): _headers names their type explicitly. */
const TYPED_TEXT_EXTENSIONS = [".md", ".txt"];

/** Site paths of the Markdown and plain-text files of a build folder (Markdown copies, llms.txt, robots.txt). */
export function readTypedTextFiles(publicDir: string): string[] {
  return listServedFiles(publicDir, (name) => TYPED_TEXT_EXTENSIONS.includes(path.extname(name).toLowerCase()))
    .map((relativePath) => `/${relativePath}`)
    .sort();
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
  fs.writeFileSync(
    path.join(publicDir, "_headers"),
    buildHeadersFile(pages, BASE_HEADERS, connectSources) + buildContentTypeBlocks(readTypedTextFiles(publicDir)),
  );
  return pages.length;
}
