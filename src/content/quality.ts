// Editorial rules every docs page must meet (run by `npm run check:content`), beyond what the build itself enforces.
import type { ExtractedContent } from "./extract";
import { findRetiredNames, findUnpublishedClaims } from "./published-facts";
import type { ContentError, DocFrontmatter } from "./types";

export const QUALITY_RULES = {
  /** Fewest words of prose (code excluded) a page may have. */
  minWords: 250,
  /** Fewest links to other pages of the site. */
  minInternalLinks: 2,
  /** Text that marks an unfinished page. */
  placeholder: /\b(TODO|TBD|FIXME|lorem ipsum|coming soon)\b/i,
} as const;

export type PageForQuality = {
  readonly file: string;
  readonly frontmatter: Partial<DocFrontmatter>;
  readonly body: string;
  /** Frontmatter lines above the body, so messages give the line in the file. */
  readonly lineOffset?: number;
  readonly extracted: ExtractedContent;
};

/** Header cells of GFM tables (outside code fences) that start with a lower-case letter: headers are capitalised alike on every page. */
export function findLowercaseTableHeaders(body: string): Array<{ readonly line: number; readonly cell: string }> {
  const lines = body.split("\n");
  const found: Array<{ line: number; cell: string }> = [];
  let fence: string | null = null;
  lines.forEach((text, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (marker) fence = fence === null ? marker : marker.startsWith(fence) ? null : fence;
    const next = lines[index + 1] ?? "";
    if (fence !== null || !text.trimStart().startsWith("|") || !/^\s*\|?\s*:?-{3,}/.test(next)) return;
    for (const cell of text.split("|").map((part) => part.trim())) {
      if (/^[a-z]/.test(cell)) found.push({ line: index + 1, cell });
    }
  });
  return found;
}

const isInternal = (url: string): boolean => !/^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i.test(url);

/** Every rule a page breaks, each naming the file. */
export function checkPageQuality(page: PageForQuality, rules = QUALITY_RULES): ContentError[] {
  const errors: ContentError[] = [];
  const fail = (message: string): void => {
    errors.push({ file: page.file, message });
  };
  const description = page.frontmatter.description;
  if (typeof description !== "string" || !description.trim()) fail("frontmatter \"description\" is missing");
  for (const heading of page.extracted.emptySections) fail(`section "${heading}" is empty`);
  const placeholder = rules.placeholder.exec(page.body);
  if (placeholder) fail(`placeholder text "${placeholder[0]}"`);
  if (page.extracted.words < rules.minWords) fail(`${page.extracted.words} words of prose, fewer than ${rules.minWords}`);
  for (const claim of findUnpublishedClaims(page.file, page.body)) {
    fail(`line ${claim.line + (page.lineOffset ?? 0)} calls \`${claim.field.name}\` not published, but the published pages document it (${claim.field.documented})`);
  }
  for (const retired of findRetiredNames(page.file, page.body)) {
    fail(`line ${retired.line + (page.lineOffset ?? 0)} shows ${retired.text}: ${retired.name.instead}`);
  }
  for (const header of findLowercaseTableHeaders(page.body)) {
    fail(`line ${header.line + (page.lineOffset ?? 0)}: table header "${header.cell}" starts in lower case; write "${header.cell.charAt(0).toUpperCase()}${header.cell.slice(1)}"`);
  }
  const internalLinks = page.extracted.links.filter((link) => isInternal(link.url)).length;
  if (internalLinks < rules.minInternalLinks) fail(`${internalLinks} internal links, fewer than ${rules.minInternalLinks}`);
  return errors;
}
