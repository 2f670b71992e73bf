// The local engine's ranking in one place. Its Algolia counterpart is ALGOLIA_INDEX_SETTINGS in
// src/search/indexing/algolia.ts (ranking criteria, typo word sizes, searchable attribute order, customRanking), which
// takes the shared values below.
import type { Query, QueryCombination, SearchResult } from "minisearch";
import { planQuery, stemTerm, toStemKey, type QueryUnit } from "../language";
import type { RecordType, SearchRecord } from "../types";
import { findCorrections } from "./typos";

export { MIN_WORD_SIZE_FOR_1_TYPO, MIN_WORD_SIZE_FOR_2_TYPOS } from "./typo-sizes";

/** Field boosts: they only order hits that tie on the Algolia-like criteria in `rankOf`. */
export const BOOST: Record<string, number> = {
  lvl0: 0.5,
  lvl1: 6,
  lvl2: 4,
  lvl3: 3,
  lvl4: 2,
  lvl5: 2,
  lvl6: 2,
  content: 1,
  keywords: 3,
  lead: 3,
};

/** A hit before paging: its record (and that record's number), the engine's result and its sort keys. */
export type Candidate = {
  readonly id: string;
  readonly n: number;
  readonly stored: SearchRecord;
  readonly result: SearchResult | null;
  readonly rank: readonly number[];
};

/**
 * Algolia's searchable attributes in order (ALGOLIA_INDEX_SETTINGS lists the same): what a page is about first (its
 * title, its keywords, its lead), then a record's own heading, the headings above it, and its text.
 */
export const ATTRIBUTE_ORDER = [
  "title",
  "lvl2",
  "lvl3",
  "lvl4",
  "lvl5",
  "lvl6",
  "keywords",
  "lead",
  "inherited",
  "content",
] as const;

/** A field's place in ATTRIBUTE_ORDER for a record of this type (lower ranks first). */
export function attributeRank(field: string, type: string): number {
  if (field === "keywords" || field === "lead") return ATTRIBUTE_ORDER.indexOf(field);
  if (!field.startsWith("lvl")) return ATTRIBUTE_ORDER.indexOf("content");
  if (field !== type) return ATTRIBUTE_ORDER.indexOf("inherited") + Number(field.slice(3)) / 10;
  return field === "lvl1" ? 0 : ATTRIBUTE_ORDER.indexOf(field as (typeof ATTRIBUTE_ORDER)[number]);
}

type UnitMatch = "none" | "typo" | "prefix" | "exact";

/** Whether a matched index term stands for one of a phrase's words: the word itself, its stem, or its marked stem. */
export const termsOf = (term: string): string[] => [term, stemTerm(term), toStemKey(term)];

/** How a hit matched one query unit: by a word or its stem (exact), by the typed prefix, only by a typo, or not. */
export function matchUnit(unit: QueryUnit, result: SearchResult): UnitMatch {
  const found = (term: string): boolean => termsOf(term).some((form) => form in result.match);
  const foundPrefix = (term: string): boolean => Object.keys(result.match).some((matched) => matched.startsWith(term));
  let best: UnitMatch = "none";
  unit.alternatives.forEach((phrase, alternative) => {
    const prefixAt = unit.last && alternative === 0 ? phrase.length - 1 : -1;
    let kind: UnitMatch = "exact";
    phrase.forEach((term, index) => {
      if (kind === "none" || found(term)) return;
      kind = index === prefixAt && foundPrefix(term) ? "prefix" : "none";
    });
    if (kind === "exact" || (kind === "prefix" && best === "none")) best = kind;
  });
  if (best !== "none") return best;
  return correctionsOf(unit).some((term) => term in result.match) ? "typo" : "none";
}

/** The typo corrections of a unit's words as typed. */
export const correctionsOf = (unit: QueryUnit): string[] =>
  Object.values(unit.corrections ?? {})
    .flat()
    .flatMap(correctionTerms);

/** A correction stands for the word typed right, so its stem forms match too ("regenrate" finds "regenerating"). */
const correctionTerms = (term: string): string[] => [...new Set([term, stemTerm(term), toStemKey(term)])];

/** The units with the corrections of their words as typed, from the vocabulary (by first letter). */
export function withCorrections(
  units: readonly QueryUnit[],
  vocabularyOf: (letter: string) => readonly string[],
): QueryUnit[] {
  return units.map((unit) => {
    const typed = unit.alternatives[0] ?? [];
    const corrections = Object.fromEntries(
      typed.map((word) => [word, findCorrections(word, vocabularyOf)] as const).filter(([, found]) => found.length > 0),
    );
    return Object.keys(corrections).length > 0 ? { ...unit, corrections } : unit;
  });
}

/** Whether a matched index term counts for a unit: one of its words' forms, a correction, or a term a word starts. */
export function countsForUnit(unit: QueryUnit): (term: string) => boolean {
  const forms = new Set([...unit.alternatives.flat().flatMap(termsOf), ...correctionsOf(unit)]);
  const words = unit.alternatives.flat();
  return (term) => forms.has(term) || words.some((word) => term.startsWith(word));
}

/** The fields a unit matched in: those of every matched term that counts for it. */
export function unitFields(unit: QueryUnit, result: SearchResult): Set<string> {
  const counts = countsForUnit(unit);
  const fields = new Set<string>();
  for (const [matched, inFields] of Object.entries(result.match)) {
    if (counts(matched)) for (const field of inFields) fields.add(field);
  }
  return fields;
}

/**
 * Fields of running prose: two words in one of them are a step further apart than two in a heading or a keyword,
 * since a paragraph holds many words between them where a heading holds few.
 */
export const PROSE_FIELDS: ReadonlySet<string> = new Set(["lead", "content"]);

/** Algolia's proximity ceiling: words this far apart or further count as unrelated. */
export const FAR = 8;

/**
 * What ranking needs of a record besides its matches: its type, the heading levels above its text, its heading's words.
 */
export type RecordShape = {
  readonly type: RecordType;
  /** The levels (2–6) of the headings the record sits under or is, in order. */
  readonly levels: readonly number[];
  /**
   * How many words its own heading (the title for the page's record) has, stop words and a category suffix left out.
   */
  readonly headingWords: number;
};

/** The words of a heading as the query planner reads them: normalised, stop words and the category suffix left out. */
export const headingWords = (heading: string): string[] =>
  planQuery(heading.split(" · ")[0] ?? heading, []).flatMap((unit) => unit.words);

export function shapeOf(record: SearchRecord): RecordShape {
  const levels = ([2, 3, 4, 5, 6] as const).filter((level) => record.hierarchy[`lvl${level}`] !== null);
  const heading = record.type === "content" ? null : record.hierarchy[record.type];
  return { type: record.type, levels, headingWords: heading ? headingWords(heading).length : 0 };
}

/**
 * Where each field sits on a record's path from its page down to its text: the category, the title (with the page's
 * keywords and lead beside it), the headings present, then the text. Levels a record does not have are skipped, so a
 * paragraph sits next to the heading it is under.
 */
export function fieldPath(shape: RecordShape): Map<string, number> {
  const path = new Map<string, number>([
    ["lvl0", 0],
    ["lvl1", 1],
    ["keywords", 1],
    ["lead", 1],
  ]);
  let step = 1;
  for (const level of shape.levels) path.set(`lvl${level}`, ++step);
  path.set("content", step + 1);
  return path;
}

/**
 * Proximity of consecutive matched units: 1 when one heading or keyword holds both, 2 when one paragraph or the lead
 * does, 1 more for each step between the fields that hold them on the record's path (a heading is near the text under
 * it), at most FAR. The index keeps no word positions, so a field is the finest grain it sees.
 */
export function proximityOf(
  fieldsPerUnit: readonly (ReadonlySet<string> | null)[],
  path: ReadonlyMap<string, number>,
): number {
  const matched = fieldsPerUnit.filter((fields): fields is ReadonlySet<string> => fields !== null && fields.size > 0);
  let distance = 0;
  for (let index = 1; index < matched.length; index += 1) {
    let nearest = FAR;
    for (const a of matched[index - 1] as ReadonlySet<string>) {
      for (const b of matched[index] as ReadonlySet<string>) {
        const steps = a === b ? (PROSE_FIELDS.has(a) ? 1 : 0) : Math.abs((path.get(a) ?? FAR) - (path.get(b) ?? FAR));
        nearest = Math.min(nearest, 1 + steps);
      }
    }
    distance += nearest;
  }
  return distance;
}

/**
 * Algolia's exactOnSingleWordQuery "attribute", for any length: 2 when the record's own heading is the query's words as
 * typed, 1 when it is their stems ("Things" for "thing") or a synonym's or a camelCase name's words, else 0. A page
 * titled with the concept beats pages about it.
 */
export function wholeHeadingMatch(shape: RecordShape, units: readonly QueryUnit[], result: SearchResult): number {
  if (shape.type === "content" || units.length === 0) return 0;
  const inHeading = (term: string): boolean => (result.match[term] ?? []).includes(shape.type);
  const phraseLevel = (phrase: readonly string[], typed: boolean): number => {
    let level = typed ? 2 : 1;
    for (const word of phrase) {
      if (inHeading(word)) continue;
      if (!inHeading(stemTerm(word)) && !inHeading(toStemKey(word))) return 0;
      level = 1;
    }
    return level;
  };
  // The best level over one phrase per unit whose words together are the heading's.
  const best = (unit: number, words: number): number => {
    if (unit === units.length) return words === shape.headingWords ? 2 : 0;
    let found = 0;
    (units[unit] as QueryUnit).alternatives.forEach((phrase, alternative) => {
      const level = words + phrase.length <= shape.headingWords ? phraseLevel(phrase, alternative === 0) : 0;
      if (level > found) found = Math.max(found, Math.min(level, best(unit + 1, words + phrase.length)));
    });
    return found;
  };
  return best(0, 0);
}

/**
 * The same for a page's keywords, which name the page as its title does (Algolia's "attribute" exactness counts each
 * value of a list attribute): 1 when one keyword is the query's words, by stems or through a synonym ("mobile
 * originated message format" for "MO message format"), else 0. A page named by its editors beats pages that mention it.
 */
export function wholeKeywordMatch(keywords: readonly string[], units: readonly QueryUnit[]): number {
  return units.length > 0 && keywords.some((keyword) => isRunOf(headingWords(keyword).map(stemTerm), units)) ? 1 : 0;
}

/** Whether stemmed words are exactly the units in order, each by its words or by one of its synonym phrases. */
export function isRunOf(words: readonly string[], units: readonly QueryUnit[]): boolean {
  const from = (at: number, unit: number): boolean => {
    if (unit === units.length) return at === words.length;
    return (units[unit] as QueryUnit).alternatives.some(
      (phrase) =>
        phrase.every((word, offset) => words[at + offset] === stemTerm(word)) && from(at + phrase.length, unit + 1),
    );
  };
  return words.length > 0 && from(0, 0);
}

/**
 * How a record matched each unit, and in which fields: what its page's record passes down to the page's other records.
 */
export type UnitMatches = {
  readonly kinds: readonly UnitMatch[];
  readonly fields: readonly (ReadonlySet<string> | null)[];
};

export function unitMatchesOf(result: SearchResult, units: readonly QueryUnit[]): UnitMatches {
  const kinds = units.map((unit) => matchUnit(unit, result));
  return { kinds, fields: units.map((unit, index) => (kinds[index] === "none" ? null : unitFields(unit, result))) };
}

/**
 * How far apart a record holds the words of a snake_case name it matched only through those words: 0 when it holds the
 * name itself, else their proximity, so "DELIVERY_SENT" written whole (a constant, a status) beats a text that merely
 * holds "delivery" and "sent". Algolia holds such a name whole too (separatorsToIndex "_").
 */
export function phraseSpread(unit: QueryUnit, result: SearchResult, path: ReadonlyMap<string, number>): number {
  const typed = unit.alternatives[0] ?? [];
  if (typed.length !== 1 || !typed[0]?.includes("_")) return 0;
  const fieldsOf = (word: string): Set<string> => new Set(termsOf(word).flatMap((form) => result.match[form] ?? []));
  let spread = Infinity;
  for (const phrase of unit.alternatives) {
    const fields = phrase.map(fieldsOf);
    if (fields.some((found) => found.size === 0)) continue;
    if (phrase.length === 1) return 0;
    spread = Math.min(spread, proximityOf(fields, path));
  }
  return spread === Infinity ? 0 : spread;
}

/**
 * Proximity of a record whose matches include its page's: one word the page gives is as near as the record's own (the
 * page is about it), each further word only the page has counts a step further, so a section holding the words beats
 * sections that only sit on the page.
 */
export function inheritedProximity(own: UnitMatches, merged: UnitMatches, path: ReadonlyMap<string, number>): number {
  const pageOnly = merged.kinds.filter((kind, index) => kind !== "none" && own.kinds[index] === "none").length;
  return proximityOf(merged.fields, path) + Math.max(0, pageOnly - 1);
}

/** The fields of a page's own record that say what the page is about. */
export const PAGE_ABOUT_FIELDS = ["lvl1", "keywords", "lead"] as const;

/** Whether a unit matched the page's record in one of the fields that say what the page is about. */
const namesThePage = (fields: ReadonlySet<string> | null): boolean =>
  fields !== null && PAGE_ABOUT_FIELDS.some((field) => fields.has(field));

const KIND_ORDER: Readonly<Record<UnitMatch, number>> = { none: 0, typo: 1, prefix: 2, exact: 3 };

/**
 * A record's matches with its page's: every record of a page is under its title, keywords and lead, as DocSearch puts
 * every record under its page title, so a unit the page's record matches there counts for each record of the page.
 */
export function inheritMatches(own: UnitMatches, page: UnitMatches | null): UnitMatches {
  if (!page) return own;
  const pageFields = ["lvl1", "keywords", "lead"];
  const kinds = own.kinds.map((kind, index) => {
    const inherited = page.kinds[index] ?? "none";
    const fromPage = [...(page.fields[index] ?? [])].some((field) => pageFields.includes(field));
    return fromPage && KIND_ORDER[inherited] > KIND_ORDER[kind] ? inherited : kind;
  });
  const fields = own.fields.map((fieldSet, index) => {
    const inherited = [...(page.fields[index] ?? [])].filter((field) => pageFields.includes(field));
    return inherited.length === 0 ? fieldSet : new Set([...(fieldSet ?? []), ...inherited]);
  });
  return { kinds, fields };
}

/** The fields that are a record's headings: its section's headings, or the title for the page's own record. */
export const headingFieldsOf = (type: string): readonly string[] =>
  type === "lvl1" ? ["lvl1"] : ["lvl2", "lvl3", "lvl4", "lvl5", "lvl6"];

/**
 * Sort keys in Algolia's order: words, typos, proximity, a heading (or a page's keyword) that is the query, attribute,
 * exactness (the units the record's headings name, then word by word), then the custom ranking (level, position); the
 * engine's score breaks what is left. `page` is how the page's own record matched, passed down to the page's other
 * records.
 */
export function rankOf(
  result: SearchResult,
  record: SearchRecord,
  units: readonly QueryUnit[],
  shape: RecordShape = shapeOf(record),
  page: UnitMatches | null = null,
): number[] {
  let attribute = 99;
  for (const matched in result.match)
    for (const field of result.match[matched] as string[])
      attribute = Math.min(attribute, attributeRank(field, record.type));
  const own = unitMatchesOf(result, units);
  const merged = record.type === "lvl1" ? own : inheritMatches(own, page);
  const { kinds, fields } = merged;
  // A record on a page whose title, keywords or lead hold a query word sits under them, as under its title.
  if (record.type !== "lvl1" && page?.fields.some(namesThePage))
    attribute = Math.min(attribute, attributeRank("lvl1", "inherited"));
  const words = kinds.filter((kind) => kind !== "none").length;
  const typos = kinds.filter((kind) => kind === "typo").length;
  const exact = kinds.filter((kind) => kind === "exact").length;
  const headingFields = headingFieldsOf(record.type);
  const inHeadings = fields.filter((unitFieldSet) => headingFields.some((field) => unitFieldSet?.has(field))).length;
  const named = Math.max(
    wholeHeadingMatch(shape, units, result),
    record.type === "lvl1" ? wholeKeywordMatch(record.keywords ?? [], units) : 0,
  );
  const path = fieldPath(shape);
  const spread = units.reduce((sum, unit) => sum + phraseSpread(unit, result, path), 0);
  return [
    -words,
    typos,
    inheritedProximity(own, merged, path) + spread,
    -named,
    attribute,
    -inHeadings,
    -exact,
    -record.weight.level,
    -result.score,
    record.weight.position,
  ];
}

/**
 * One word of a unit: as typed (a prefix when typed last), by its stem (words that are the stem, or stem
 * to it), or by a typo correction.
 */
function termQuery(term: string, prefix: boolean, corrections: readonly string[]): Query {
  const typed: QueryCombination = { queries: [term], prefix, fuzzy: false };
  const stem = stemTerm(term);
  const stems = stem === term ? [toStemKey(term)] : [stem, toStemKey(term)];
  const exactly = (terms: readonly string[]): QueryCombination => ({
    queries: [...terms],
    combineWith: "OR",
    prefix: false,
    fuzzy: false,
    tokenize: (text: string) => [text],
  });
  return {
    combineWith: "OR",
    queries: [
      typed,
      exactly(stems),
      ...(corrections.length > 0 ? [exactly(corrections.flatMap(correctionTerms))] : []),
    ],
  };
}

/** Only the last word typed is a prefix: in the words as typed (not a synonym), at the end of the query. */
const isPrefix = (unit: QueryUnit, alternative: number, index: number, phrase: readonly string[]): boolean =>
  unit.last && alternative === 0 && index === phrase.length - 1;

/** The MiniSearch query of a plan: every unit (AND or OR), a unit matching the words typed or any synonym phrase. */
export function toEngineQuery(units: readonly QueryUnit[], combineWith: "AND" | "OR"): Query {
  return {
    combineWith,
    queries: units.map((unit) => ({
      combineWith: "OR",
      queries: unit.alternatives.map((phrase, alternative) => ({
        combineWith: "AND",
        queries: phrase.map((term, index) =>
          termQuery(
            term,
            isPrefix(unit, alternative, index, phrase),
            alternative === 0 ? (unit.corrections?.[term] ?? []) : [],
          ),
        ),
      })),
    })),
  };
}

export function compare(a: Candidate, b: Candidate): number {
  for (let index = 0; index < a.rank.length; index += 1) {
    const difference = (a.rank[index] ?? 0) - (b.rank[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Fewer pages than this matching every word, and pages matching only some words are listed after them. */
export const FEW_PAGES = 3;
