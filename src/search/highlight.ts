// Algolia-style highlight and snippet values for the local engine: text HTML-escaped first, then our marks added.
import type { HighlightResult, MatchLevel, SnippetResult } from "./types";
import { stemTerm, toStemKey } from "./language";
import { editDistance } from "../lib/edit-distance";
import { escapeHtml, getCamelParts, normalizeTerm, splitWords } from "./text";

/** What a hit matched: the query's words (normalised, in order) and the indexed terms they found. */
export type MatchContext = {
  readonly queryTerms: readonly string[];
  readonly matchedTerms: ReadonlySet<string>;
  /** Whether the last query word also matches as a prefix ("poll" → "polling"). */
  readonly prefixLast: boolean;
};

export type Tags = { readonly preTag: string; readonly postTag: string };

type Mark = { readonly start: number; readonly end: number; readonly queryTerm: string };

function matchWord(
  word: string,
  ctx: MatchContext,
): (Omit<Mark, "start" | "end"> & { readonly length: number }) | null {
  const term = normalizeTerm(word);
  const byStem = ctx.matchedTerms.has(toStemKey(term));
  if (!ctx.matchedTerms.has(term) && !byStem) return null;
  if (ctx.queryTerms.includes(term)) return { length: word.length, queryTerm: term };
  const last = ctx.queryTerms[ctx.queryTerms.length - 1];
  if (ctx.prefixLast && last && term.startsWith(last)) {
    // Mark only the typed part, as Algolia does; when normalising changed the length, mark the whole word.
    return { length: term.length === word.length ? last.length : word.length, queryTerm: last };
  }
  // Matched through its stem ("authentication" for "authenticate"): the whole word is marked.
  const stem = stemTerm(term);
  const sameStem = ctx.queryTerms.find((queryTerm) => stemTerm(queryTerm) === stem);
  if (sameStem) return { length: word.length, queryTerm: sameStem };
  let closest = ctx.queryTerms[0] ?? term;
  for (const candidate of ctx.queryTerms)
    if (editDistance(candidate, term) < editDistance(closest, term)) closest = candidate;
  return { length: word.length, queryTerm: closest };
}

/** The character ranges of `text` to mark: matched words, or the matched parts of camelCase words. */
export function findMarks(text: string, ctx: MatchContext): Mark[] {
  const marks: Mark[] = [];
  for (const word of splitWords(text)) {
    const whole = matchWord(word.text, ctx);
    if (whole) {
      marks.push({ start: word.start, end: word.start + whole.length, queryTerm: whole.queryTerm });
      continue;
    }
    for (const part of getCamelParts(word.text)) {
      const match = matchWord(part.text, ctx);
      if (match)
        marks.push({
          start: word.start + part.start,
          end: word.start + part.start + match.length,
          queryTerm: match.queryTerm,
        });
    }
  }
  return marks;
}

/** Escapes text[from, to) and wraps the marked ranges in the tags. */
function render(text: string, marks: readonly Mark[], from: number, to: number, tags: Tags): string {
  let out = "";
  let position = from;
  for (const mark of marks) {
    if (mark.end <= from || mark.start >= to) continue;
    const start = Math.max(mark.start, position);
    const end = Math.min(mark.end, to);
    out += escapeHtml(text.slice(position, start)) + tags.preTag + escapeHtml(text.slice(start, end)) + tags.postTag;
    position = end;
  }
  return out + escapeHtml(text.slice(position, to));
}

function levelOf(marks: readonly Mark[], ctx: MatchContext): { matchLevel: MatchLevel; matchedWords: string[] } {
  const matched = ctx.queryTerms.filter(
    (term, index) => ctx.queryTerms.indexOf(term) === index && marks.some((mark) => mark.queryTerm === term),
  );
  const unique = new Set(ctx.queryTerms);
  const matchLevel: MatchLevel = matched.length === 0 ? "none" : matched.length === unique.size ? "full" : "partial";
  return { matchLevel, matchedWords: matched };
}

/** The whole value with every match marked, like Algolia's `_highlightResult`. */
export function highlight(text: string, ctx: MatchContext, tags: Tags): HighlightResult {
  const marks = findMarks(text, ctx);
  const words = splitWords(text);
  const fullyHighlighted =
    words.length > 0 && words.every((word) => marks.some((mark) => mark.start <= word.start && mark.end >= word.end));
  return { value: render(text, marks, 0, text.length, tags), ...levelOf(marks, ctx), fullyHighlighted };
}

/** How many words of context to keep before the first match inside a snippet. */
const leadFor = (words: number): number => Math.min(2, Math.floor(words / 3));

/**
 * At most `wordCount` words around the matches, like Algolia's `_snippetResult`: the window holding the most matched
 * words, with a little context before the first one, and the ellipsis where the text was cut.
 */
export function snippet(
  text: string,
  ctx: MatchContext,
  tags: Tags,
  wordCount: number,
  ellipsis: string,
): SnippetResult {
  const marks = findMarks(text, ctx);
  const { matchLevel } = levelOf(marks, ctx);
  const words = splitWords(text);
  if (words.length <= wordCount) return { value: render(text, marks, 0, text.length, tags), matchLevel };
  const matched = words.map((word) => marks.some((mark) => mark.start < word.end && mark.end > word.start));
  const lead = leadFor(wordCount);
  let best = 0;
  let bestCount = -1;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let start = 0; start <= words.length - wordCount; start += 1) {
    const inWindow = matched.slice(start, start + wordCount);
    const count = inWindow.filter(Boolean).length;
    const first = inWindow.indexOf(true);
    const distance = first === -1 ? start : Math.abs(first - lead);
    if (count > bestCount || (count === bestCount && distance < bestDistance)) {
      best = start;
      bestCount = count;
      bestDistance = distance;
    }
  }
  const end = best + wordCount;
  const from = words[best]?.start ?? 0;
  let to = words[end - 1]?.end ?? text.length;
  // Keep punctuation stuck to the last word ("token.") but not the space before the next one.
  const nextStart = words[end]?.start ?? text.length;
  while (to < nextStart && !/\s/.test(text[to] ?? " ")) to += 1;
  const before = best > 0 ? ellipsis : "";
  const after = end < words.length ? ellipsis : "";
  const value = `${before}${render(text, marks, from, to, tags)}${after}`;
  return { value, matchLevel };
}

/** Query words as the index sees them, duplicates kept in order for Algolia's matchedWords. */
export function toQueryTerms(words: readonly string[]): string[] {
  return words.map(normalizeTerm).filter(Boolean);
}
