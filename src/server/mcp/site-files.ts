// The site the MCP server reads, a deployed base URL or a built public/ folder: every file it asks for is resolved
// inside that site, and anything that would leave it is refused.
import fs from "fs";
import path from "path";
import { fileURLToPath, pathToFileURL } from "url";
import type { Fetcher } from "../../search/local/index-engine";

/** How long one request to a deployed site may take. */
const REQUEST_TIMEOUT_MS = 15_000;

/** The site's root as a URL ending in "/": the http(s) URL given with --site, or the file: URL of the --dir folder. */
export function toSiteRoot({ site = "", dir }: { readonly site?: string; readonly dir?: string }): URL {
  const root = dir ? pathToFileURL(`${path.resolve(dir)}/`) : new URL(site.replace(/[?#].*$/, "").replace(/\/*$/, "/"));
  if (!/^(https?|file):$/.test(root.protocol)) throw new Error(`Not an http(s) site: ${site}`);
  return root;
}

/** A site path ("/docs/data.md") or URL resolved against the root; null when it lands outside (another host, "../"). */
export function resolveInside(root: URL, target: string): URL | null {
  const url = URL.canParse(target.replace(/^\/+/, ""), root) ? new URL(target.replace(/^\/+/, ""), root) : null;
  return url?.href.startsWith(root.href) ? url : null;
}

/** The site's files: `fetch` answers as a server would (a folder answers 200 or 404), `readText` a file or null. */
export function openSite(root: URL) {
  const fetchInside: Fetcher = async (target) => {
    const url = resolveInside(root, target);
    if (!url) throw new Error(`${target} is outside the site ${root.href}`);
    if (url.protocol !== "file:")
      return fetch(url, { redirect: "error", signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    return fs.promises.readFile(fileURLToPath(url)).then(
      (file) => new Response(file),
      () => new Response(null, { status: 404 }),
    );
  };
  /** A text file of the site, or null when it has none there; throws a plain message when it cannot tell. */
  const readText = async (sitePath: string): Promise<string | null> => {
    const response = await fetchInside(sitePath).catch((error: Error & { cause?: { code?: string } }) => {
      throw new Error(`Could not read ${sitePath} from ${root.href}: ${error.cause?.code ?? error.message}`);
    });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`${root.href} answered HTTP ${response.status} for ${sitePath}`);
    return response.text();
  };
  return { root, fetch: fetchInside, readText };
}
