// Answers one request in Algolia's response shape: ranks the records, then builds the hits of the requested page.
import MiniSearch, { type SearchResult } from "minisearch";
import type { MatchContext, Tags } from "../highlight";
import { planQuery, type QueryUnit } from "../language";
import type { LocalIndex } from "./engine";
import { toFacetPredicate } from "./facets";
import { toHit } from "./hit";
import {
  BOOST,
  compare,
  countPages,
  FEW_PAGES,
  lookedUpTerms,
  rankOf,
  toEngineQuery,
  unitMatchesOf,
  withCorrections,
  type Candidate,
  type UnitMatches,
} from "./ranking";
import type { SearchRecord, SearchRequest, SearchResponse } from "../types";

function serializeParams(params: Record<string, unknown>): string {
  return Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(
      ([key, value]) =>
        `${encodeURIComponent(key)}=${encodeURIComponent(typeof value === "string" ? value : JSON.stringify(value))}`,
    )
    .join("&");
}

function newQueryId(): string {
  const bytes = new Uint8Array(16);
  if (globalThis.crypto?.getRandomValues) globalThis.crypto.getRandomValues(bytes);
  else bytes.forEach((_, index) => (bytes[index] = Math.floor(Math.random() * 256)));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Longest query Algolia accepts; longer text is cut, never an error. */
const MAX_QUERY = 512;

/** The text a request searches for. */
export const queryText = (request: SearchRequest): string => (request.params?.query ?? "").slice(0, MAX_QUERY);

/**
 * A request ranked but not yet answered: the distinct candidates in order, and what the answer needs of the request.
 */
export type RankedSearch = {
  readonly request: SearchRequest;
  readonly query: string;
  readonly queryTerms: readonly string[];
  readonly candidates: readonly Candidate[];
  /** How many sections match, counted without ranking them all: set only when some were left unranked. */
  readonly nbHits?: number;
  readonly page: number;
  readonly hitsPerPage: number;
  readonly started: number;
};

/** Hits of one doc page before the other pages' hits come first: a page's further sections follow them. */
export const LEADING_HITS_PER_DOC_PAGE = 2;

/**
 * Candidates in order, one per url (a section), with each page's hits after its first LEADING_HITS_PER_DOC_PAGE moved
 * after every page's leading hits: the first places go to different pages, and no section is dropped.
 */
export function keepDistinct<T extends { readonly stored: Pick<SearchRecord, "url" | "url_without_anchor"> }>(
  candidates: readonly T[],
  leading = LEADING_HITS_PER_DOC_PAGE,
): T[] {
  const urls = new Set<string>();
  const pages = new Map<string, number>();
  const first: T[] = [];
  const later: T[] = [];
  for (const candidate of candidates) {
    const { url, url_without_anchor: page } = candidate.stored;
    if (urls.has(url)) continue;
    urls.add(url);
    const shown = pages.get(page) ?? 0;
    pages.set(page, shown + 1);
    (shown < leading ? first : later).push(candidate);
  }
  return [...first, ...later];
}

/** The units of a query over an index held whole: its synonyms, then the typo corrections from its vocabulary. */
export const planLocalQuery = (index: LocalIndex, query: string): QueryUnit[] =>
  withCorrections(planQuery(query, index.synonyms), (letter) => index.vocabulary.get(letter) ?? []);

/**
 * Most records ranked in Algolia's order for a request: the best scored by the engine, enough for the requested page
 * several times over. MiniSearch scores every match; the ranking's finer criteria are kept for those that can be shown.
 */
export const RANKING_WINDOW = 1000;

/** Records ranked to answer a page: the window, or more for a page deep in the results. */
export const rankingWindow = (page: number, hitsPerPage: number): number =>
  Math.max(RANKING_WINDOW, 4 * (page + 1) * hitsPerPage);

/** How many sections (distinct urls) the records of these results make. */
export const countSections = (
  results: readonly SearchResult[],
  recordOf: (id: unknown) => SearchRecord | undefined,
): number => new Set(results.map((result) => recordOf(result.id)?.url)).size;

/**
 * The units a record's matched index terms can stand for, as bits (unit i is bit i): a term a unit looks up, or one its
 * typed prefix starts. A unit the ranking counts as matched always has such a term, so the bits bound a record's words.
 */
export function unitsWithin(units: readonly QueryUnit[]): (matchedTerms: readonly string[]) => number {
  const bitsOfTerm = new Map<string, number>();
  const prefixes: Array<readonly [string, number]> = [];
  units.forEach((unit, index) => {
    for (const { term, prefix } of lookedUpTerms([unit])) {
      bitsOfTerm.set(term, (bitsOfTerm.get(term) ?? 0) | (1 << index));
      if (prefix) prefixes.push([term, 1 << index]);
    }
  });
  const known = new Map<string, number>();
  const bitsOf = (term: string): number => {
    let bits = known.get(term);
    if (bits === undefined) {
      bits = bitsOfTerm.get(term) ?? 0;
      for (const [prefix, bit] of prefixes) if (term.startsWith(prefix)) bits |= bit;
      known.set(term, bits);
    }
    return bits;
  };
  return (matchedTerms) => matchedTerms.reduce((bits, term) => bits | bitsOf(term), 0);
}

/** How many bits are set. */
const bitCount = (bits: number): number => {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count += 1;
  return count;
};

/** Most units a query may have for the bounds above (a query is cut long before). */
const MAX_BOUNDED_UNITS = 30;

/** How many leading hits (each page's first LEADING_HITS_PER_DOC_PAGE sections) candidates in order make. */
export const leadingOf = (sorted: readonly Pick<Candidate, "stored">[]): number => {
  const urls = new Set<string>();
  const pages = new Map<string, number>();
  let leading = 0;
  for (const { stored } of sorted) {
    if (urls.has(stored.url)) continue;
    urls.add(stored.url);
    const shown = pages.get(stored.url_without_anchor) ?? 0;
    pages.set(stored.url_without_anchor, shown + 1);
    if (shown < LEADING_HITS_PER_DOC_PAGE) leading += 1;
  }
  return leading;
};

/** Ranks one request the way Algolia would (same criteria, distinct on url); needs no record's text. */
export function rankLocalIndex(
  index: LocalIndex,
  request: SearchRequest,
  units: readonly QueryUnit[] = planLocalQuery(index, queryText(request)),
): RankedSearch {
  const started = Date.now();
  const params = request.params ?? {};
  const query = queryText(request);
  const hitsPerPage = Math.max(0, Math.min(1000, params.hitsPerPage ?? 20));
  const page = Math.max(0, params.page ?? 0);
  const accept = toFacetPredicate(params.facetFilters);
  const recordOf = (id: unknown): SearchRecord | undefined =>
    index.recordAt ? index.recordAt(Number(id)) : index.records[Number(id)];
  const filter = (result: SearchResult): boolean => {
    const record = recordOf(result.id);
    return record !== undefined && accept(record);
  };
  const queryTerms = units.flatMap((unit) => unit.words);

  let results: SearchResult[];
  if (units.length === 0) results = index.engine.search(MiniSearch.wildcard, { filter });
  else results = index.engine.search(toEngineQuery(units, units.length > 1 ? "OR" : "AND"), { boost: BOOST, filter });

  // Each page's own record passes its matches (title, keywords, lead) down to the page's other records.
  const pageRecords = new Map<string, SearchResult>();
  for (const result of results) {
    const stored = recordOf(result.id);
    if (stored?.type === "lvl1") pageRecords.set(stored.url_without_anchor, result);
  }
  const pageMatches = new Map<string, UnitMatches | null>();
  const pageMatchesOf = (path: string): UnitMatches | null => {
    if (!pageMatches.has(path)) {
      const result = pageRecords.get(path);
      pageMatches.set(path, result ? unitMatchesOf(result, units) : null);
    }
    return pageMatches.get(path) ?? null;
  };
  const rank = (subset: readonly SearchResult[]): Candidate[] =>
    subset.flatMap((result) => {
      const stored = recordOf(result.id);
      if (!stored) return [];
      const rank =
        queryTerms.length === 0
          ? [-stored.weight.level, stored.weight.position]
          : rankOf(result, stored, units, index.shapes?.[Number(result.id)], pageMatchesOf(stored.url_without_anchor));
      return [{ id: stored.objectID, n: Number(result.id), stored, result, rank }];
    });
  const wordsOf = (candidate: Candidate): number => -(candidate.rank[0] ?? 0);
  // MiniSearch lists its results best score first: past the window, only the best scored of records that tie on their
  // words are ranked, and the count of sections stands for the count of hits.
  const window = rankingWindow(page, hitsPerPage);
  const best = (list: readonly SearchResult[]): readonly SearchResult[] =>
    list.length > window ? list.slice(0, window) : list;
  const total = (list: readonly SearchResult[]): number | undefined =>
    list.length > window ? countSections(list, recordOf) : undefined;
  let candidates: Candidate[];
  let nbHits: number | undefined;
  if (units.length !== 1 && !(units.length > 1 && units.length <= MAX_BOUNDED_UNITS)) {
    // No words (every record, in page order), or more than the bounds hold.
    candidates = rank(results);
  } else if (units.length === 1) {
    candidates = rank(best(results));
    nbHits = total(results);
  } else {
    // At most the words a record's own terms and its page's can stand for: records are
    // ranked from the highest bound down.
    const reach = unitsWithin(units);
    const pageBits = new Map([...pageRecords].map(([path, result]) => [path, reach(Object.keys(result.match))]));
    const bound = (result: SearchResult): number =>
      bitCount(reach(Object.keys(result.match)) | (pageBits.get(recordOf(result.id)?.url_without_anchor ?? "") ?? 0));
    const tiers: SearchResult[][] = Array.from({ length: units.length + 1 }, () => []);
    for (const result of results) tiers[bound(result)]?.push(result);
    const likely = tiers[units.length] ?? [];
    // Records matching every word (on their own or under their page) are the answer, as Algolia's AND; only when they
    // make fewer than FEW_PAGES pages do records matching some of the words follow them (removeWordsIfNoResults).
    const ranked = rank(best(likely));
    const complete = ranked.filter((candidate) => wordsOf(candidate) === units.length);
    if (
      countPages(
        complete.map((candidate) => candidate.result as SearchResult),
        recordOf,
      ) >= FEW_PAGES
    ) {
      candidates = complete;
      nbHits = total(likely);
    } else {
      // A record ranks below every record with more words, and its bound is at least its words: once the records
      // with `words` or more fill the requested page's leading hits, records bound below `words` cannot reach it.
      candidates = likely.length > window ? rank(likely) : ranked;
      const needed = (page + 1) * hitsPerPage;
      for (let words = units.length - 1; words >= 0; words -= 1) {
        const atLeast = candidates.filter((candidate) => wordsOf(candidate) > words).sort(compare);
        if (leadingOf(atLeast) >= needed) break;
        candidates = [...candidates, ...rank(best(tiers[words] ?? []))];
      }
      nbHits = candidates.length < results.length ? countSections(results, recordOf) : undefined;
    }
  }
  candidates.sort(compare);

  const distinct = keepDistinct(candidates);
  return {
    request,
    query,
    queryTerms,
    candidates: distinct,
    ...(nbHits === undefined ? {} : { nbHits }),
    page,
    hitsPerPage,
    started,
  };
}

/** The candidates the requested page shows: the only records whose text the answer reads. */
export const candidatesOnPage = (ranked: RankedSearch): readonly Candidate[] =>
  ranked.hitsPerPage === 0
    ? []
    : ranked.candidates.slice(ranked.page * ranked.hitsPerPage, (ranked.page + 1) * ranked.hitsPerPage);

/**
 * Answers a ranked request in Algolia's response shape, reading each shown record through `recordOf` (its text loaded).
 */
export function answerRankedSearch(
  ranked: RankedSearch,
  recordOf: (n: number) => SearchRecord | undefined = () => undefined,
): SearchResponse {
  const { request, hitsPerPage, page, queryTerms } = ranked;
  const params = request.params ?? {};
  const tags: Tags = { preTag: params.highlightPreTag ?? "<em>", postTag: params.highlightPostTag ?? "</em>" };
  const nbHits = ranked.nbHits ?? ranked.candidates.length;
  const hits = candidatesOnPage(ranked).map((candidate) => {
    const ctx: MatchContext = {
      queryTerms,
      matchedTerms: new Set(candidate.result ? Object.keys(candidate.result.match) : []),
      prefixLast: true,
    };
    return toHit({ ...candidate, stored: recordOf(candidate.n) ?? candidate.stored }, ctx, tags, request);
  });

  return {
    hits,
    nbHits,
    page,
    nbPages: hitsPerPage === 0 ? 0 : Math.ceil(nbHits / hitsPerPage),
    hitsPerPage,
    processingTimeMS: Date.now() - ranked.started,
    exhaustiveNbHits: ranked.nbHits === undefined,
    query: ranked.query,
    params: serializeParams(params),
    index: request.indexName,
    ...(params.clickAnalytics ? { queryID: newQueryId() } : {}),
  };
}

/** Answers one request from an index held whole in memory. */
export function searchLocalIndex(index: LocalIndex, request: SearchRequest): SearchResponse {
  return answerRankedSearch(rankLocalIndex(index, request));
}
