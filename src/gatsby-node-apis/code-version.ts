// Keys Gatsby's cache by the site's own code: Gatsby clears its cache when gatsby-node.ts changes, not when a module
// it imports does, so work kept from a build with other code (compiled bodies, Markdown copies) would be read again.
import crypto from "crypto";
import fs from "fs";
import path from "path";
import type { KeyValueCache } from "../content/site";

/** The .ts and .tsx files below `dir`, as paths relative to it, in a stable order. */
const listSourceFiles = (dir: string): string[] =>
  (fs.readdirSync(dir, { recursive: true }) as string[]).filter((file) => /\.tsx?$/.test(file)).sort();

/** A digest of the code under `src/` and the locked package versions: it changes with any change to either. */
export function readCodeVersion(projectRoot: string): string {
  const hash = crypto.createHash("sha256");
  const srcDir = path.join(projectRoot, "src");
  for (const file of listSourceFiles(srcDir)) hash.update(`${file}\n`).update(fs.readFileSync(path.join(srcDir, file)));
  const lockFile = path.join(projectRoot, "package-lock.json");
  if (fs.existsSync(lockFile)) hash.update(fs.readFileSync(lockFile));
  return hash.digest("base64url").slice(0, 16);
}

/** The cache seen through one version of the code: its keys never meet those of another version. */
export const withCodeVersion = (cache: KeyValueCache, version: string): KeyValueCache => ({
  get: (key) => cache.get(`${version}:${key}`),
  set: (key, value) => cache.set(`${version}:${key}`, value),
});
