// Editorial rules every docs page must meet (run by `npm run check:content`), beyond what the build itself enforces.
import type { ExtractedContent } from "../compile/extract";
import { parseInternalLink } from "./links";
import {
  FUNCTION_WORDS,
  isSpecificSentence,
  normalizeProse,
  termStem,
  type ProseBlock,
  type SiteVocabulary,
} from "./prose";
import { findRetiredNames, findUnpublishedClaims } from "./published-facts";
import { normalizeRoute } from "../../lib/url";
import type { ContentError, DocFrontmatter } from "../model/types";

export const QUALITY_RULES = {
  /** Fewest words of prose (code excluded) a page may have. */
  minWords: 250,
  /**
   * Fewest different pages of the site a reader can follow a link
   * to (self-links and unused link definitions do not count).
   */
  minInternalLinks: 2,
  /** The description shown in search results and link previews: a sentence, not a mark. */
  minDescriptionChars: 50,
  minDescriptionWords: 8,
  /**
   * A page of n words must use at least this many times √n different words. Real prose grows its vocabulary about as
   * √n (every page here is at 8.4 or above); filler that repeats a few words sits near 0.
   */
  minVocabularyPerRootWord: 4,
  /** Paragraphs and sentences shorter than this many words ("Required.", "See the table below.") may repeat freely. */
  minRepeatWords: 6,
  /**
   * How alike two paragraphs or sentences must be to count as a repeat: the share of their word 3-grams (words by
   * stem, case and punctuation ignored) they have in common, over all the 3-grams of both (Jaccard similarity).
   * Sentences that swap one word of ten or reorder a clause reach it; two sentences built on the same phrase do not.
   */
  minRepeatSimilarity: 0.5,
  /** Largest share of a page's paragraphs (of minRepeatWords or more) that may repeat an earlier one, or nearly. */
  maxRepeatedParagraphShare: 0.1,
  /** Largest share of a page's sentences (of minRepeatWords or more) that may repeat an earlier one, or nearly. */
  maxRepeatedSentenceShare: 0.1,
  /** Sentences shorter than this many words (a table cell's "Yes", a label) are not judged generic or specific. */
  minJudgedSentenceWords: 4,
  /**
   * Largest share of a page's sentences that may be generic: no number, code, identifier, bold label, or term or name
   * of the site (`isSpecificSentence`). Filler is made of such sentences; every page of this site stays under half.
   */
  maxGenericSentenceShare: 0.5,
  /**
   * Fewest function words ("the", "of", "to" …) per word of paragraph prose. English sentences need them (a third or
   * more of their words); a list of words, however varied, has next to none.
   */
  minFunctionWordShare: 0.2,
  /**
   * Text that marks an unfinished page, however it is spelled: TODO, TO-DO or "To do:" opening a note, TBD or T.B.D.,
   * to be determined, FIXME, WIP, XXX, lorem ipsum or dolor sit amet, coming soon, under construction.
   */
  placeholder: new RegExp(
    "(?<![\\p{L}\\p{N}])(?:" +
      [
        "to(?:[_-]|\\s*-\\s*)?do",
        "(?<![\\p{L}\\p{N},;]\\s+)to\\s+do\\s*:",
        "T\\.?B\\.?D\\.?",
        "to[\\s_-]+be[\\s_-]+determined",
        "FIXME",
        "WIP",
        "X{3,}",
        "lorem[\\s_-]*ipsum",
        "dolor[\\s_-]+sit[\\s_-]+amet",
        "coming[\\s_-]+soon",
        "under[\\s_-]+construction",
      ].join("|") +
      ")(?![\\p{L}\\p{N}])",
    "iu",
  ),
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
  /** Its blocks of prose (`readProse`). */
  readonly prose: readonly ProseBlock[];
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

/**
 * Header cells of GFM tables (outside code fences) that start with
 * a lower-case letter: headers are capitalised alike on every page.
 */
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

const percent = (share: number): string => `${Math.round(share * 100)}%`;
const quote = (text: string): string => `"${text.length > 60 ? `${text.slice(0, 57)}…` : text}"`;
const listLines = (lines: readonly string[]): string =>
  lines.length > 4 ? `${lines.slice(0, 4).join(", ")} …` : lines.join(", ");

/** The word 3-grams of a text, each word by its stem: the shingles near-duplicates share. */
function shingles(text: string): ReadonlySet<string> {
  const words = normalizeProse(text).split(" ").map(termStem);
  const grams = new Set<string>();
  for (let index = 0; index + 3 <= words.length; index += 1) grams.add(words.slice(index, index + 3).join(" "));
  return grams;
}

/** Shared shingles over all shingles of the two (Jaccard similarity): 1 for the same words, 0 for nothing in common. */
function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared += 1;
  const all = a.size + b.size - shared;
  return all === 0 ? 0 : shared / all;
}

/**
 * Items (paragraphs or sentences) that repeat an earlier one, word for word or nearly (rules.minRepeatSimilarity),
 * each with the earlier item it repeats.
 */
function findRepeats<T extends { readonly text: string; readonly line: number }>(
  items: readonly T[],
  rules: Pick<typeof QUALITY_RULES, "minRepeatSimilarity">,
): Array<{ readonly item: T; readonly first: T }> {
  const seen: Array<{ readonly item: T; readonly grams: ReadonlySet<string> }> = [];
  const repeats: Array<{ item: T; first: T }> = [];
  for (const item of items) {
    const grams = shingles(item.text);
    const first = seen.find((earlier) => similarity(grams, earlier.grams) >= rules.minRepeatSimilarity);
    if (first) repeats.push({ item, first: first.item });
    else seen.push({ item, grams });
  }
  return repeats;
}

/**
 * The rules on the prose itself: repeated paragraphs and sentences, generic sentences, words that are not sentences.
 */
export function checkProse(
  blocks: readonly ProseBlock[],
  vocabulary: SiteVocabulary,
  rules: typeof QUALITY_RULES = QUALITY_RULES,
  lineOffset = 0,
): string[] {
  const problems: string[] = [];
  const at = (line: number): string => `line ${line + lineOffset}`;
  const paragraphs = blocks.filter((block) => block.kind === "paragraph");
  const longParagraphs = paragraphs.filter(
    (block) => normalizeProse(block.text).split(" ").length >= rules.minRepeatWords,
  );
  const repeatedParagraphs = findRepeats(longParagraphs, rules);
  if (
    longParagraphs.length > 0 &&
    repeatedParagraphs.length / longParagraphs.length > rules.maxRepeatedParagraphShare
  ) {
    problems.push(
      `paragraphs repeat: ` +
        `${listLines(repeatedParagraphs.map(({ item, first }) => `${at(item.line)} repeats ${at(first.line)}`))}` +
        ` (${repeatedParagraphs.length} of ${longParagraphs.length} paragraphs, ` +
        `${percent(repeatedParagraphs.length / longParagraphs.length)}, ` +
        `more than ${percent(rules.maxRepeatedParagraphShare)}): ` +
        `${quote(repeatedParagraphs[0]?.item.text.trim() ?? "")}`,
    );
  }
  const sentences = paragraphs.flatMap((block) => block.sentences);
  const longSentences = sentences.filter((sentence) => sentence.words.length >= rules.minRepeatWords);
  const repeatedSentences = findRepeats(longSentences, rules);
  if (longSentences.length > 0 && repeatedSentences.length / longSentences.length > rules.maxRepeatedSentenceShare) {
    problems.push(
      `sentences repeat: ` +
        `${listLines(repeatedSentences.map(({ item, first }) => `${at(item.line)} repeats ${at(first.line)}`))}` +
        ` (${repeatedSentences.length} of ${longSentences.length} sentences, ` +
        `${percent(repeatedSentences.length / longSentences.length)}, ` +
        `more than ${percent(rules.maxRepeatedSentenceShare)}): ${quote(repeatedSentences[0]?.item.text ?? "")}`,
    );
  }
  const judged = blocks
    .flatMap((block) => block.sentences)
    .filter((sentence) => sentence.words.length >= rules.minJudgedSentenceWords);
  const generic = judged.filter((sentence) => !isSpecificSentence(sentence, vocabulary));
  if (judged.length > 0 && generic.length / judged.length > rules.maxGenericSentenceShare) {
    problems.push(
      `sentences are mostly generic: ${generic.length} of ${judged.length} ` +
        `(${percent(generic.length / judged.length)}, more than ${percent(rules.maxGenericSentenceShare)}) ` +
        `carry no number, code, identifier, bold label or term of the site, such as ` +
        `${listLines(generic.slice(0, 3).map((sentence) => `${at(sentence.line)} ${quote(sentence.text)}`))}`,
    );
  }
  const paragraphWords = paragraphs.flatMap((block) =>
    block.sentences.flatMap((sentence) => sentence.words.map((word) => ({ word, line: sentence.line }))),
  );
  const functionWords = paragraphWords.filter(({ word }) => FUNCTION_WORDS.has(word)).length;
  if (paragraphWords.length > 0 && functionWords / paragraphWords.length < rules.minFunctionWordShare) {
    // The block that reads least like sentences is where to look first.
    const worst = [...paragraphs].sort(
      (a, b) => functionShare(a) - functionShare(b) || b.text.length - a.text.length,
    )[0];
    problems.push(
      `${at(worst?.line ?? 1)}: words are not sentences: ${percent(functionWords / paragraphWords.length)} ` +
        `of the prose's ${paragraphWords.length} words are words like "the", "of" or "to", ` +
        `fewer than ${percent(rules.minFunctionWordShare)}`,
    );
  }
  return problems;
}

function functionShare(block: ProseBlock): number {
  const words = block.sentences.flatMap((sentence) => sentence.words);
  return words.length === 0 ? 1 : words.filter((word) => FUNCTION_WORDS.has(word)).length / words.length;
}

/** What the rules need to know about the whole site. */
export type SiteForQuality = {
  /**
   * The site's own terms (`siteVocabulary` in ./prose): a sentence
   * naming none of them, no identifier and no number is generic.
   */
  readonly vocabulary: SiteVocabulary;
};

/** Every rule a page breaks, each naming the file. */
export function checkPageQuality(page: PageForQuality, site: SiteForQuality, rules = QUALITY_RULES): ContentError[] {
  const errors: ContentError[] = [];
  const fail = (message: string): void => {
    errors.push({ file: page.file, message });
  };
  const description = page.frontmatter.description;
  if (typeof description !== "string" || !description.trim()) fail('frontmatter "description" is missing');
  else if (
    description.trim().length < rules.minDescriptionChars ||
    countWords(description) < rules.minDescriptionWords
  ) {
    fail(
      `frontmatter "description" "${description.trim()}" is not a sentence: ` +
        `write at least ${rules.minDescriptionWords} words and ${rules.minDescriptionChars} characters`,
    );
  } else if (rules.placeholder.test(description)) fail(`frontmatter "description" is placeholder text`);
  for (const heading of page.extracted.emptySections) fail(`section "${heading}" is empty`);
  const placeholder = rules.placeholder.exec(page.body);
  if (placeholder) fail(`placeholder text "${placeholder[0]}"`);
  if (page.extracted.words < rules.minWords)
    fail(`${page.extracted.words} words of prose, fewer than ${rules.minWords}`);
  const minDistinct = Math.ceil(rules.minVocabularyPerRootWord * Math.sqrt(page.extracted.words));
  if (page.extracted.words > 0 && page.extracted.distinctWords < minDistinct) {
    fail(
      `words are mostly repeats: ${page.extracted.distinctWords} different words in ${page.extracted.words}, ` +
        `fewer than ${minDistinct}`,
    );
  }
  for (const claim of findUnpublishedClaims(page.file, page.body)) {
    fail(
      `line ${claim.line + (page.lineOffset ?? 0)} calls \`${claim.field.name}\` not published, ` +
        `but the published pages document it (${claim.field.documented})`,
    );
  }
  for (const retired of findRetiredNames(page.file, page.body)) {
    fail(`line ${retired.line + (page.lineOffset ?? 0)} shows ${retired.text}: ${retired.name.instead}`);
  }
  for (const header of findLowercaseTableHeaders(page.body)) {
    fail(
      `line ${header.line + (page.lineOffset ?? 0)}: table header "${header.cell}" starts in lower case; ` +
        `write "${header.cell.charAt(0).toUpperCase()}${header.cell.slice(1)}"`,
    );
  }
  for (const problem of checkProse(page.prose, site.vocabulary, rules, page.lineOffset ?? 0)) fail(problem);
  const internalLinks = linkedRoutes(page).length;
  if (internalLinks < rules.minInternalLinks)
    fail(`links to ${internalLinks} other pages, fewer than ${rules.minInternalLinks}`);
  return errors;
}
