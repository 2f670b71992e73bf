// Checks every MDX file of the site before pages are made: syntax, headings and internal links and anchors.
import { extractContent, type ExtractedContent } from "./extract";
import { findBrokenLinks, type FoundLink, type PageAnchors } from "./links";
import type { ContentError } from "./types";

export type PageSource = { readonly file: string; readonly route: string; readonly body: string };

export type SiteCheck = {
  readonly errors: readonly ContentError[];
  /** What each parsed file holds, by file, for later use (content checks, search records). */
  readonly extracted: ReadonlyMap<string, ExtractedContent>;
};

function describeSyntaxError(error: unknown): string {
  const err = error as { message?: string; line?: number; column?: number; reason?: string };
  const where = err.line ? ` at line ${err.line}${err.column ? `, column ${err.column}` : ""}` : "";
  return `MDX syntax error${where}: ${err.reason ?? err.message ?? String(error)}`;
}

/** Parses every page and checks its internal links against all pages, extra routes and static files. */
export function validateSite(
  pages: readonly PageSource[],
  extraRoutes: readonly string[],
  staticFiles: readonly string[],
): SiteCheck {
  const errors: ContentError[] = [];
  const extracted = new Map<string, ExtractedContent>();
  const anchors: PageAnchors[] = extraRoutes.map((route) => ({ route, anchors: [] }));
  const links: FoundLink[] = [];
  for (const page of pages) {
    try {
      const content = extractContent(page.body);
      extracted.set(page.file, content);
      anchors.push({ route: page.route, anchors: content.headings.map((heading) => heading.id) });
      links.push(...content.links.map((link) => ({ file: page.file, url: link.url, line: link.line })));
    } catch (error) {
      errors.push({ file: page.file, message: describeSyntaxError(error) });
    }
  }
  const routeOfFile = new Map(pages.map((page) => [page.file, page.route]));
  errors.push(...findBrokenLinks(anchors, links, (file) => routeOfFile.get(file) ?? "/", staticFiles));
  return { errors, extracted };
}

/** One message listing every problem, each line naming its file. */
export function formatContentErrors(errors: readonly ContentError[]): string {
  const lines = errors.map((error) => `  - ${error.file}: ${error.message}`);
  return `The docs content has ${errors.length} problem${errors.length === 1 ? "" : "s"}:\n${lines.join("\n")}`;
}
