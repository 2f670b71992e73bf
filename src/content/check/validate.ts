// Checks every MDX file of the site before pages are made: syntax, headings and internal links and anchors.
import { extractContent, type ExtractedContent } from "../compile/extract";
import { findBrokenLinks, type FoundLink, type PageAnchors } from "./links";
import type { ContentError } from "../model/types";

export type PageSource = {
  readonly file: string;
  readonly route: string;
  readonly body: string;
  /** Lines before the body in the file (frontmatter), so reported lines match the file. */
  readonly lineOffset?: number;
};

export type SiteCheck = {
  readonly errors: readonly ContentError[];
  /** What each parsed file holds, by file, for later use (content checks, search records). */
  readonly extracted: ReadonlyMap<string, ExtractedContent>;
};

function describeSyntaxError(error: unknown, lineOffset: number): string {
  const err = error as {
    message?: string;
    reason?: string;
    line?: number | null;
    column?: number | null;
    position?: { start?: { line?: number | null; column?: number | null } };
  };
  const text = err.reason ?? err.message ?? String(error);
  // micromark puts the place in the text ("… (3:1-3:13)") when its position fields are empty.
  const placeInText = /\((\d+):(\d+)(?:-\d+:\d+)?\)\s*$/.exec(text);
  const line = err.line ?? err.position?.start?.line ?? (placeInText ? Number(placeInText[1]) : null);
  const column = err.column ?? err.position?.start?.column ?? (placeInText ? Number(placeInText[2]) : null);
  const where = line ? ` at line ${line + lineOffset}${column ? `, column ${column}` : ""}` : "";
  return `MDX syntax error${where}: ${text.replace(/\s*\(\d+:\d+(?:-\d+:\d+)?\)\s*$/, "")}`;
}

/**
 * Parses every page (through `extract`, which may answer from earlier work) and checks its internal links against all
 * pages, extra routes and static files.
 */
export function validateSite(
  pages: readonly PageSource[],
  extraRoutes: readonly string[],
  staticFiles: readonly string[],
  extract: (page: PageSource) => ExtractedContent = (page) => extractContent(page.body),
): SiteCheck {
  const errors: ContentError[] = [];
  const extracted = new Map<string, ExtractedContent>();
  const anchors: PageAnchors[] = extraRoutes.map((route) => ({ route, anchors: [] }));
  const links: FoundLink[] = [];
  for (const page of pages) {
    const offset = page.lineOffset ?? 0;
    try {
      const content = extract(page);
      extracted.set(page.file, content);
      anchors.push({ route: page.route, anchors: content.headings.map((heading) => heading.id) });
      links.push(
        ...content.links.map((link) => ({
          file: page.file,
          url: link.url,
          line: link.line === undefined ? undefined : link.line + offset,
        })),
      );
    } catch (error) {
      anchors.push({ route: page.route, anchors: null });
      errors.push({ file: page.file, message: describeSyntaxError(error, offset) });
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
