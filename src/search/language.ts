// English for the local engine: stems (Porter, from the `stemmer` package), stop words and the domain's synonyms.
import { stemmer } from "stemmer";
import { normalizeTerm, snakeCaseWordsOf, tokenizeQuery } from "./text";

/** Shorter words are mostly abbreviations (MO, IES, SQS), which a stemmer would only damage. */
const MIN_STEMMED_LENGTH = 4;

/** Irregular verb forms the stemmer leaves apart from their verb ("kept" is "keep"), as past tense and participle. */
export const IRREGULAR_FORMS: Readonly<Record<string, string>> = Object.fromEntries(
  (
    "kept:keep sent:send built:build made:make held:hold told:tell paid:pay wrote:write written:write chose:choose " +
    "chosen:choose began:begin begun:begin gave:give given:give took:take taken:take broke:break broken:break " +
    "went:go gone:go seen:see known:know shown:show spent:spend stuck:stick lost:lose found:find"
  )
    .split(" ")
    .map((pair) => pair.split(":") as [string, string]),
);

/** The stem a normalised term is also indexed and searched under ("authentication" → "authent"). */
export function stemTerm(term: string): string {
  if (term.length < MIN_STEMMED_LENGTH || !/^[a-z]+$/.test(term)) return term;
  return stemmer(IRREGULAR_FORMS[term] ?? term);
}

/**
 * Marks a stem in the index. The tokenizer never yields it, so a typo-tolerant or prefix match on a typed word cannot
 * land on a stem ("bold" must not find "holding" through "hold"); stems are only matched on purpose.
 */
export const STEM_MARK = "~";

/** The index term of a word's stem. */
export const toStemKey = (term: string): string => STEM_MARK + stemTerm(term);

/** Index-time terms of one word: the word, and its marked stem when the stem differs from the word. */
export function toIndexTerms(term: string): string[] {
  const normalized = normalizeTerm(term);
  if (!normalized) return [];
  return stemTerm(normalized) === normalized ? [normalized] : [normalized, toStemKey(normalized)];
}

/**
 * The verbs and links of a reader's question around the thing asked about ("what does X mean", "A vs B"): dropped like
 * stop words, and optional words on Algolia, which has no list of its own for them.
 */
export const QUESTION_WORDS: readonly string[] = ["mean", "means", "come", "comes", "tell", "vs", "versus"];

/**
 * Function words dropped from a query that has other words, as Algolia's removeStopWords does for English: they
 * never decide a ranking ("how to authenticate" ranks by "authenticate" only).
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  ...(
    "a an and any are as at be been by can could do does each every for from had has have how i if in into " +
    "is it its me my no not of on one or our should so than that the their them then there these they " +
    "this those to too was we were what when where which who why will with would you your " +
    "about after all am because being both but did doing during further having here him his itself more most " +
    "myself nor once only ought ours same she some such through until very whom while yourself"
  ).split(" "),
  ...QUESTION_WORDS,
]);

/** Groups of terms (words or phrases) that mean the same, as editors write them. */
export type SynonymGroups = readonly (readonly string[])[];

/** A synonym group as the engine compares it: each term a list of normalised words. */
export type SynonymTable = readonly (readonly (readonly string[])[])[];

export function compileSynonyms(groups: SynonymGroups): SynonymTable {
  return groups.map((group) =>
    group.map((term) => tokenizeQuery(term).map(normalizeTerm).filter(Boolean)).filter((words) => words.length > 0),
  );
}

/**
 * One meaningful part of a query: the words typed, and the phrases that can stand for
 * them (the words themselves first).
 */
export type QueryUnit = {
  readonly words: readonly string[];
  readonly alternatives: readonly (readonly string[])[];
  readonly last: boolean;
  /** Index terms within the typo budget of each word as typed (added once the vocabulary is at hand). */
  readonly corrections?: Readonly<Record<string, readonly string[]>>;
};

const startsWithPhrase = (words: readonly string[], at: number, phrase: readonly string[]): boolean =>
  phrase.length > 0 && phrase.every((word, offset) => words[at + offset] === word);

/** Splits a query into units: synonym phrases found (longest first), other words one by one, stop words left out. */
export function planQuery(query: string, synonyms: SynonymTable): QueryUnit[] {
  const words = tokenizeQuery(query).map(normalizeTerm).filter(Boolean);
  const units: QueryUnit[] = [];
  let at = 0;
  while (at < words.length) {
    const parts = snakeCaseWordsOf(words[at] as string);
    if (parts.length > 1) {
      // A snake_case name (DELIVERY_SENT): the name itself, or its words together. Its words are what highlights mark.
      units.push({ words: parts, alternatives: [[words[at] as string], parts], last: at === words.length - 1 });
      at += 1;
      continue;
    }
    let longest: { length: number; group: readonly (readonly string[])[] } | null = null;
    for (const group of synonyms) {
      for (const phrase of group) {
        if (startsWithPhrase(words, at, phrase) && (!longest || phrase.length > longest.length))
          longest = { length: phrase.length, group };
      }
    }
    const length = longest?.length ?? 1;
    const typed = words.slice(at, at + length);
    const others = longest ? longest.group.filter((phrase) => phrase.join(" ") !== typed.join(" ")) : [];
    units.push({ words: typed, alternatives: [typed, ...others], last: at + length === words.length });
    at += length;
  }
  const meaningful = units.filter((unit) => !(unit.words.length === 1 && STOP_WORDS.has(unit.words[0] as string)));
  return meaningful.length > 0 ? meaningful : units;
}
