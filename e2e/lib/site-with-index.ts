// A copy of the built site serving another search index (a large generated one): building a 3,000-doc site would take
// many minutes, and the search only reads the index's files.
import fs from "fs";
import os from "os";
import path from "path";
import { siteConfig } from "../../src/config/site";
import { toLocalIndexUrl } from "../../src/search/config";
import { toIndexFragmentsFolder, type IndexFiles } from "../../src/search/local";

/** Writes index files where a built site serves them, replacing the site's own (base and fragments). */
export function writeIndexFiles(siteDir: string, files: IndexFiles): void {
  const url = toLocalIndexUrl(siteConfig.search.localIndexPath, siteConfig.search.defaultIndexName);
  const folder = path.join(siteDir, ...toIndexFragmentsFolder(url).split("/").filter(Boolean));
  fs.rmSync(folder, { recursive: true, force: true });
  fs.mkdirSync(folder, { recursive: true });
  for (const fragment of files.fragments) fs.writeFileSync(path.join(folder, fragment.name), fragment.json);
  fs.writeFileSync(path.join(siteDir, ...url.split("/").filter(Boolean)), JSON.stringify(files.base));
}

/** Copies the built site into a new temporary folder with these index files; `remove` deletes the copy. */
export function copySiteWithIndex(publicDir: string, files: IndexFiles): { readonly dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-with-index-"));
  fs.cpSync(publicDir, dir, { recursive: true });
  writeIndexFiles(dir, files);
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
