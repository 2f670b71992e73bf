// Writes public/_headers after the build, so static hosts send the same security headers as `npm start`.
import fs from "fs";
import path from "path";
import { readBuiltHtmlPages } from "./built-html";
import { buildHeadersFile } from "./security-headers";
import { BASE_HEADERS } from "./static-server";

/** Writes `_headers` for the build in publicDir and returns how many pages it covers. */
export function writeHeadersFile(publicDir: string, connectSources: readonly string[]): number {
  const pages = readBuiltHtmlPages(publicDir);
  fs.writeFileSync(path.join(publicDir, "_headers"), buildHeadersFile(pages, BASE_HEADERS, connectSources));
  return pages.length;
}
