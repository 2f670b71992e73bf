// Finds internal links that point at a page or #anchor the site does not have, so the build can stop on them.
import { normalizeRoute } from "../../lib/url";
import type { ContentError } from "../model/types";

/** A page and its heading anchors; null anchors means unknown (the page failed to parse), so any anchor passes. */
export type PageAnchors = { readonly route: string; readonly anchors: readonly string[] | null };
export type FoundLink = { readonly file: string; readonly url: string; readonly line?: number | undefined };

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** Splits "/docs/x#y?z" into route and anchor; returns null for links the site does not own (external, mailto). */
export function parseInternalLink(url: string, fromRoute: string): { route: string; anchor: string | null } | null {
  if (EXTERNAL.test(url)) return null;
  const hashIndex = url.indexOf("#");
  const beforeHash = hashIndex === -1 ? url : url.slice(0, hashIndex);
  const anchor = hashIndex === -1 ? null : decodeURIComponent(url.slice(hashIndex + 1));
  const pathPart = beforeHash.split("?")[0] ?? "";
  if (pathPart === "") return { route: fromRoute, anchor };
  if (!pathPart.startsWith("/")) {
    const base = fromRoute.endsWith("/") ? fromRoute : fromRoute.slice(0, fromRoute.lastIndexOf("/") + 1);
    const resolved = new URL(pathPart, `http://site${base}`).pathname;
    return { route: resolved, anchor };
  }
  return { route: pathPart, anchor };
}

/**
 * Checks every link against the known pages (with their anchors) and static files.
 * `fromRoute` of each link is looked up through `routeOfFile`.
 */
export function findBrokenLinks(
  pages: readonly PageAnchors[],
  links: readonly FoundLink[],
  routeOfFile: (file: string) => string,
  staticFiles: readonly string[] = [],
): ContentError[] {
  const anchorsByRoute = new Map(
    pages.map((page) => [normalizeRoute(page.route), page.anchors ? new Set(page.anchors) : null]),
  );
  const files = new Set(staticFiles.map((file) => `/${file.replace(/^\/+/, "")}`));
  const errors: ContentError[] = [];
  for (const link of links) {
    const parsed = parseInternalLink(link.url, routeOfFile(link.file));
    if (!parsed) continue;
    const at = link.line ? ` (line ${link.line})` : "";
    if (files.has(parsed.route)) continue;
    const anchors = anchorsByRoute.get(normalizeRoute(decodeURI(parsed.route)));
    if (anchors === undefined) {
      errors.push({ file: link.file, message: `broken link to ${link.url}${at}: no page at ${parsed.route}` });
    } else if (parsed.anchor && anchors !== null && !anchors.has(parsed.anchor)) {
      errors.push({
        file: link.file,
        message: `broken anchor in ${link.url}${at}: ${parsed.route} has no heading #${parsed.anchor}`,
      });
    }
  }
  return errors;
}
