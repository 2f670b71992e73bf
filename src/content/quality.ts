// Editorial rules every docs page must meet (run by `npm run check:content`), beyond what the build itself enforces.
import type { ExtractedContent } from "./extract";
import { parseInternalLink } from "./links";
import { findRetiredNames, findUnpublishedClaims } from "./published-facts";
import { normalizeRoute } from "../lib/url";
import type { ContentError, DocFrontmatter } from "./types";

export const QUALITY_RULES = {
  /** Fewest words of prose (code excluded) a page may have. */
  minWords: 250,
  /** Fewest different pages of the site a reader can follow a link to (self-links and unused link definitions do not count). */
  minInternalLinks: 2,
  /** The description shown in search results and link previews: a sentence, not a mark (the shortest real one has 87 characters, 15 words). */
  minDescriptionChars: 50,
  minDescriptionWords: 8,
  /**
   * A page of n words must use at least this many times √n different words. Real prose grows its vocabulary about as
   * √n (every page here is at 8.4 or above); filler that repeats a few words sits near 0.
   */
  minVocabularyPerRootWord: 4,
  /** Text that marks an unfinished page, however it is spelled: TODO, TBD or T.B.D., FIXME, lorem ipsum or lorem-ipsum, coming soon. */
  placeholder: /(?<![\p{L}\p{N}])(?:TODO|T\.?B\.?D\.?|FIXME|lorem[\s_-]*ipsum|coming[\s_-]+soon)(?![\p{L}\p{N}])/iu,
} as const;

export type PageForQuality = {
  readonly file: string;
  readonly frontmatter: Partial<DocFrontmatter>;
  readonly body: string;
  /** The page's own route, so links to itself do not count as links to other pages. */
  readonly route?: string;
  /** Frontmatter lines above the body, so messages give the line in the file. */
  readonly lineOffset?: number;
  readonly extracted: ExtractedContent;
};

/** The distinct routes of the site a page's rendered links lead to, leaving out the page itself. */
export function linkedRoutes(page: Pick<PageForQuality, "route" | "extracted">): string[] {
  const self = page.route === undefined ? null : normalizeRoute(page.route);
  const routes = new Set<string>();
  for (const link of page.extracted.renderedLinks) {
    const parsed = parseInternalLink(link.url, page.route ?? "/");
    if (!parsed) continue;
    const route = normalizeRoute(parsed.route);
    if (route !== self) routes.add(route);
  }
  return [...routes];
}

const countWords = (text: string): number => text.split(/\s+/).filter((word) => /\p{L}{2,}/u.test(word)).length;

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

/** Every rule a page breaks, each naming the file. */
export function checkPageQuality(page: PageForQuality, rules = QUALITY_RULES): ContentError[] {
  const errors: ContentError[] = [];
  const fail = (message: string): void => {
    errors.push({ file: page.file, message });
  };
  const description = page.frontmatter.description;
  if (typeof description !== "string" || !description.trim()) fail("frontmatter \"description\" is missing");
  else if (description.trim().length < rules.minDescriptionChars || countWords(description) < rules.minDescriptionWords) {
    fail(`frontmatter "description" "${description.trim()}" is not a sentence: write at least ${rules.minDescriptionWords} words and ${rules.minDescriptionChars} characters`);
  } else if (rules.placeholder.test(description)) fail(`frontmatter "description" is placeholder text`);
  for (const heading of page.extracted.emptySections) fail(`section "${heading}" is empty`);
  const placeholder = rules.placeholder.exec(page.body);
  if (placeholder) fail(`placeholder text "${placeholder[0]}"`);
  if (page.extracted.words < rules.minWords) fail(`${page.extracted.words} words of prose, fewer than ${rules.minWords}`);
  const minDistinct = Math.ceil(rules.minVocabularyPerRootWord * Math.sqrt(page.extracted.words));
  if (page.extracted.words > 0 && page.extracted.distinctWords < minDistinct) {
    fail(`words are mostly repeats: ${page.extracted.distinctWords} different words in ${page.extracted.words}, fewer than ${minDistinct}`);
  }
  for (const claim of findUnpublishedClaims(page.file, page.body)) {
    fail(`line ${claim.line + (page.lineOffset ?? 0)} calls \`${claim.field.name}\` not published, but the published pages document it (${claim.field.documented})`);
  }
  for (const retired of findRetiredNames(page.file, page.body)) {
    fail(`line ${retired.line + (page.lineOffset ?? 0)} shows ${retired.text}: ${retired.name.instead}`);
  }
  for (const header of findLowercaseTableHeaders(page.body)) {
    fail(`line ${header.line + (page.lineOffset ?? 0)}: table header "${header.cell}" starts in lower case; write "${header.cell.charAt(0).toUpperCase()}${header.cell.slice(1)}"`);
  }
  const internalLinks = linkedRoutes(page).length;
  if (internalLinks < rules.minInternalLinks) fail(`links to ${internalLinks} other pages, fewer than ${rules.minInternalLinks}`);
  return errors;
}
