// One tokenizer for the local index, its queries and its highlighter, so highlights mark exactly what was matched.

/** A word of a text with its place, so highlights and snippets can cut the original text. */
export type Token = { readonly text: string; readonly start: number; readonly end: number };

const WORD = /[^\s\p{P}\p{S}]+/gu;
/** Words of a text (runs of letters and digits), with their offsets. */
export function splitWords(text: string): Token[] {
  return [...text.matchAll(WORD)].map((match) => ({
    text: match[0],
    start: match.index ?? 0,
    end: (match.index ?? 0) + match[0].length,
  }));
}

const isUpper = (char: string | undefined): boolean =>
  char !== undefined && char !== char.toLowerCase() && char === char.toUpperCase();
const isLower = (char: string | undefined): boolean =>
  char !== undefined && char !== char.toUpperCase() && char === char.toLowerCase();

/**
 * The parts of a camelCase or PascalCase word ("GetMessageRecordsLongPoll", "HTTPServer"), with offsets inside the
 * word; one part for plain words. Digits stay with their letters ("p6", "s3").
 */
export function splitCamelCase(word: string): Token[] {
  const chars = [...word];
  const parts: Token[] = [];
  let start = 0;
  let offset = 0;
  chars.forEach((char, index) => {
    const previous = chars[index - 1];
    const boundary =
      index > 0 &&
      ((isLower(previous) && isUpper(char)) || (isUpper(previous) && isUpper(char) && isLower(chars[index + 1])));
    if (boundary) {
      parts.push({ text: word.slice(start, offset), start, end: offset });
      start = offset;
    }
    offset += char.length;
  });
  parts.push({ text: word.slice(start), start, end: word.length });
  return parts;
}

/** Lower case without accents: the form terms are indexed and compared in. */
export function normalizeTerm(term: string): string {
  return term.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Most parts an identifier has; longer mixed-case runs are random example ids, whose parts would only add noise. */
const MAX_CAMEL_PARTS = 6;

/** The parts worth indexing separately: those of a real camelCase name, none for plain words or random ids. */
export function getCamelParts(word: string): Token[] {
  if (/\d/.test(word)) return [];
  const parts = splitCamelCase(word);
  return parts.length > 1 && parts.length <= MAX_CAMEL_PARTS ? parts : [];
}

/** A snake_case or SCREAMING_CASE name: words joined by underscores, which the word pattern splits. */
const SNAKE_CASE_NAME = /[^\s\p{P}\p{S}]+(?:_[^\s\p{P}\p{S}]+)+/gu;

/** A word as a query holds it: a run of letters and digits, or a snake_case name whole. */
const QUERY_WORD = /[^\s\p{P}\p{S}]+(?:_[^\s\p{P}\p{S}]+)*/gu;

/**
 * Index-time tokens: every word, plus the parts of camelCase words so "poll" finds "maxPollTime", plus each snake_case
 * name whole so "DELIVERY_SENT" finds the name itself before the texts that only hold its words.
 */
export function tokenizeForIndex(text: string): string[] {
  const tokens: string[] = [];
  for (const word of splitWords(text)) {
    tokens.push(word.text);
    tokens.push(...getCamelParts(word.text).map((part) => part.text));
  }
  if (text.includes("_")) for (const [name] of text.matchAll(SNAKE_CASE_NAME)) tokens.push(name);
  return tokens;
}

/** Query-time tokens: the words as typed, a snake_case name as one. */
export function tokenizeQuery(text: string): string[] {
  return [...text.matchAll(QUERY_WORD)].map((match) => match[0]);
}

/** The words of a snake_case name typed as one token, as the index holds them; none for any other token. */
export function snakeCaseWordsOf(token: string): string[] {
  return token.includes("_") ? token.split("_").map(normalizeTerm).filter(Boolean) : [];
}

/** Escapes the characters that are markup in HTML, so a highlighted value can only ever contain our own tags. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );
}

/** Reverses escapeHtml (and the numeric entities Algolia may send) for text rendered as text. */
export function unescapeHtml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27|#(\d+));/g, (entity, name: string, code?: string) => {
    if (code) return String.fromCodePoint(Number(code));
    return (
      ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" } as Record<string, string>)[name] ?? entity
    );
  });
}
