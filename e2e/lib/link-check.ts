// Finds internal links and #anchors of a built site that lead nowhere, so an edit cannot ship a dead link.
import { candidateFiles } from "../../src/lib/url";

export type BuiltPage = { readonly relativePath: string; readonly html: string };

const SITE_ORIGIN = "http://site.invalid";

/**
 * The URL readers reach a built file at: the site links pages
 * without a trailing slash ("docs/a/index.html" → /docs/a).
 */
export function urlOfFile(relativePath: string): string {
  if (relativePath === "index.html") return "/";
  return `/${relativePath.replace(/\/index\.html$/, "")}`;
}

/** Every href of an <a> element (entities for & decoded, as the browser reads them). */
export function findLinks(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/gi)].map((match) => (match[1] ?? "").replace(/&amp;/g, "&"));
}

/** Every id (and legacy a[name]) a fragment can point at. */
export function findAnchors(html: string): Set<string> {
  return new Set([...html.matchAll(/\s(?:id|name)="([^"]+)"/g)].map((match) => match[1] ?? ""));
}

/**
 * Broken internal links of the site, as "page → href (reason)". `fileExists` answers for other built files
 * (downloads, images) by path relative to the build folder.
 */
export function findBrokenLinks(pages: readonly BuiltPage[], fileExists: (relativePath: string) => boolean): string[] {
  const byFile = new Map(pages.map((page) => [page.relativePath, page]));
  const anchorsCache = new Map<string, Set<string>>();
  const anchorsOf = (page: BuiltPage): Set<string> => {
    let anchors = anchorsCache.get(page.relativePath);
    if (!anchors) {
      anchors = findAnchors(page.html);
      anchorsCache.set(page.relativePath, anchors);
    }
    return anchors;
  };
  const broken: string[] = [];
  for (const page of pages) {
    const base = new URL(urlOfFile(page.relativePath), SITE_ORIGIN);
    for (const href of new Set(findLinks(page.html))) {
      if (/^(mailto|tel|javascript):/i.test(href)) continue;
      const target = new URL(href, base);
      if (target.origin !== SITE_ORIGIN) continue;
      const candidates = candidateFiles(target.pathname);
      const targetFile = candidates.find((candidate) => byFile.has(candidate) || fileExists(candidate));
      if (targetFile === undefined) {
        broken.push(`${page.relativePath} → ${href} (no such page or file)`);
        continue;
      }
      const fragment = decodeURIComponent(target.hash.slice(1));
      if (fragment === "") continue;
      const targetPage = byFile.get(targetFile);
      if (targetPage && !anchorsOf(targetPage).has(fragment))
        broken.push(`${page.relativePath} → ${href} (no element with id "${fragment}")`);
    }
  }
  return broken;
}
