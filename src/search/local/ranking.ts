// The local engine's ranking in one place. Its Algolia counterpart is ALGOLIA_INDEX_SETTINGS in build/algolia.ts
// (ranking criteria, typo word sizes, searchable attribute order, customRanking), which takes the shared values below.
import type { Query, QueryCombination, SearchResult } from "minisearch";
import { stemTerm, toStemKey, type QueryUnit } from "../language";
import type { SearchRecord } from "../types";
import type { LookedUpTerm } from "./shards";

/** Algolia's minWordSizefor1Typo and minWordSizefor2Typos. */
export const MIN_WORD_SIZE_FOR_1_TYPO = 4;
export const MIN_WORD_SIZE_FOR_2_TYPOS = 8;

/** Field boosts: they only order hits that tie on the Algolia-like criteria in `rankOf`. */
export const BOOST: Record<string, number> = { lvl0: 0.5, lvl1: 6, lvl2: 4, lvl3: 3, lvl4: 2, lvl5: 2, lvl6: 2, content: 1, keywords: 3 };
/** Typo tolerance like Algolia's defaults: none below 4 letters, one typo from 4, two from 8. */
export const fuzzyFor = (term: string): number | false => (term.length >= MIN_WORD_SIZE_FOR_2_TYPOS ? 2 : term.length >= MIN_WORD_SIZE_FOR_1_TYPO ? 1 : false);

/** A hit before paging: its record (and that record's number), the engine's result and its sort keys. */
export type Candidate = { readonly id: string; readonly n: number; readonly stored: SearchRecord; readonly result: SearchResult | null; readonly rank: readonly number[] };

/** Algolia's tie-breaking order of attributes: a record's own heading, then keywords, inherited headings, text. */
function attributeRank(field: string, type: string): number {
  if (field === "keywords") return 8;
  if (!field.startsWith("lvl")) return 20;
  const level = Number(field.slice(3));
  return field === type ? level : 10 + level;
}

type UnitMatch = "none" | "typo" | "prefix" | "exact";

/** How a hit matched one query unit: by a word or its stem (exact), by the typed prefix, only by a typo, or not. */
function matchUnit(unit: QueryUnit, result: SearchResult): UnitMatch {
  const found = (term: string): boolean => term in result.match || stemTerm(term) in result.match || toStemKey(term) in result.match;
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
  const queried = new Set(result.queryTerms);
  return unit.alternatives.some((phrase) => phrase.some((term) => queried.has(term))) ? "typo" : "none";
}

/** Sort keys in Algolia's default order: words, typos, attribute, exactness, then custom ranking (level, position). */
export function rankOf(result: SearchResult, record: SearchRecord, units: readonly QueryUnit[]): number[] {
  let attribute = 99;
  for (const matched in result.match) for (const field of result.match[matched] as string[]) attribute = Math.min(attribute, attributeRank(field, record.type));
  const matches = units.map((unit) => matchUnit(unit, result));
  const words = matches.filter((kind) => kind !== "none").length;
  const typos = matches.filter((kind) => kind === "typo").length;
  const exact = matches.filter((kind) => kind === "exact").length;
  return [-words, typos, attribute, -exact, -record.weight.level, -result.score, record.weight.position];
}

/** One word of a unit: as typed (typo-tolerant, a prefix when typed last), or by its stem: words that are the stem, or stem to it. */
function termQuery(term: string, prefix: boolean, tolerant: boolean): Query {
  const typed: Query = { queries: [term], prefix, fuzzy: tolerant ? fuzzyFor(term) : false };
  const stem = stemTerm(term);
  const stems = stem === term ? [toStemKey(term)] : [stem, toStemKey(term)];
  return { combineWith: "OR", queries: [typed, { queries: stems, combineWith: "OR", prefix: false, fuzzy: false, tokenize: (text: string) => [text] }] };
}

/** Only the last word typed is a prefix: in the words as typed (not a synonym), at the end of the query. */
const isPrefix = (unit: QueryUnit, alternative: number, index: number, phrase: readonly string[]): boolean => unit.last && alternative === 0 && index === phrase.length - 1;

/** The MiniSearch query of a plan: every unit (AND or OR), a unit matching the words typed or any synonym phrase. */
export function toEngineQuery(units: readonly QueryUnit[], combineWith: "AND" | "OR"): Query {
  return {
    combineWith,
    queries: units.map((unit) => ({
      combineWith: "OR",
      queries: unit.alternatives.map((phrase, alternative) => ({
        combineWith: "AND",
        queries: phrase.map((term, index) => termQuery(term, isPrefix(unit, alternative, index, phrase), alternative === 0)),
      })),
    })),
  };
}

/**
 * Every index term the engine query of a plan looks up, and whether as a prefix: read from that query itself, so the
 * fragments loaded for a search are always those of the words, stems and synonyms it searches.
 */
export function lookedUpTerms(units: readonly QueryUnit[]): LookedUpTerm[] {
  const terms: LookedUpTerm[] = [];
  const walk = (query: QueryCombination, inherited: boolean): void => {
    const prefix = query.prefix === undefined ? inherited : query.prefix === true;
    for (const part of query.queries) {
      if (typeof part === "string") terms.push({ term: part, prefix });
      else if (typeof part === "object" && "queries" in part) walk(part, prefix);
    }
  };
  walk(toEngineQuery(units, "OR") as QueryCombination, false);
  return terms;
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

export const countPages = (results: readonly SearchResult[], recordOf: (id: unknown) => SearchRecord | undefined): number =>
  new Set(results.map((result) => recordOf(result.id)?.url_without_anchor)).size;
