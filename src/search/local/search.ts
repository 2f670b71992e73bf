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
  FEW_PAGES,
  rankOf,
  shapeOf,
  toEngineQuery,
  unitMatchesOf,
  withCorrections,
  type Candidate,
  type RecordShape,
  type UnitMatches,
} from "./ranking";
import { boundRecords, ranksBefore, type BoundGroup, type RankBound } from "./bounds";
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
 * Candidates in order, one per url (a section), split into each doc page's first `leading` (the leading hits) and the
 * rest, both in order.
 */
function splitLeading<T extends { readonly stored: Pick<SearchRecord, "url" | "url_without_anchor"> }>(
  candidates: readonly T[],
  leading: number,
): { readonly first: T[]; readonly later: T[] } {
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
  return { first, later };
}

/**
 * Candidates in order, one per url (a section), with each page's hits after its first LEADING_HITS_PER_DOC_PAGE moved
 * after every page's leading hits: the first places go to different pages, and no section is dropped.
 */
export function keepDistinct<T extends { readonly stored: Pick<SearchRecord, "url" | "url_without_anchor"> }>(
  candidates: readonly T[],
  leading = LEADING_HITS_PER_DOC_PAGE,
): T[] {
  const { first, later } = splitLeading(candidates, leading);
  return [...first, ...later];
}

/** The units of a query over an index held whole: its synonyms, then the typo corrections from its vocabulary. */
export const planLocalQuery = (index: LocalIndex, query: string): QueryUnit[] =>
  withCorrections(planQuery(query, index.synonyms), (letter) => index.vocabulary.get(letter) ?? []);

/** Records scored first: every match on a small site, and enough to settle most first pages of a large one. */
export const FIRST_BATCH = 1000;

/** Most units a query may have for the bounds (a bit each; a query is cut long before). */
const MAX_BOUNDED_UNITS = 30;

/** How many leading hits (each page's first LEADING_HITS_PER_DOC_PAGE sections) candidates in order make. */
export const leadingOf = (sorted: readonly Pick<Candidate, "stored">[]): number =>
  splitLeading(sorted, LEADING_HITS_PER_DOC_PAGE).first.length;

/** How many sections a list of records makes. */
const sectionCount = (records: Iterable<number>, sectionOf: (n: number) => number): number => {
  const sections = new Set<number>();
  for (const n of records) sections.add(sectionOf(n));
  return sections.size;
};

/** The engine query of a plan: any unit of several, the one unit of one. */
const engineQueryOf = (units: readonly QueryUnit[]): ReturnType<typeof toEngineQuery> =>
  toEngineQuery(units, units.length > 1 ? "OR" : "AND");

/** What ranking one request reads of the index and the request. */
type RankingInput = {
  readonly index: LocalIndex;
  readonly units: readonly QueryUnit[];
  readonly recordOf: (n: number) => SearchRecord | undefined;
  /** Whether an engine result is a record the request's facet filters accept. */
  readonly keep: (result: SearchResult) => boolean;
  /** How many leading hits the requested page needs before it. */
  readonly needed: number;
  readonly firstBatch: number;
};

/** The candidates of a ranked request and, when they were not all ranked, how many sections match. */
type Ranked = { readonly candidates: Candidate[]; readonly nbHits?: number };

/**
 * Records matching every word (on their own or under their page) are the answer, as Algolia's AND; only when they
 * make fewer than FEW_PAGES pages do records matching some of the words follow them (removeWordsIfNoResults).
 */
function answerOf(ranked: readonly Candidate[], units: number): Candidate[] {
  const complete = ranked.filter((candidate) => -(candidate.rank[0] ?? 0) === units);
  return new Set(complete.map((candidate) => candidate.stored.url_without_anchor)).size >= FEW_PAGES
    ? complete
    : [...ranked];
}

/** Records ranked at a time within a group, doubling as the group goes on. */
const FIRST_CHUNK = 8;

/** The engine's scores for groups of records, asked for in order. */
type GroupScores = {
  /** The engine's results for group `at`, best score first. */
  resultsOf(at: number): readonly SearchResult[];
  /** The engine's result for a page's own record, once a batch holding one of the page's records was scored. */
  pageResultOf(n: number): SearchResult | undefined;
};

/**
 * Scores groups a batch at a time, each batch twice the size of the one before: the engine scores only the batch's
 * records and their pages' own records, which lend them their matches.
 */
function scoreGroups(
  index: LocalIndex,
  query: ReturnType<typeof toEngineQuery>,
  groups: readonly BoundGroup[],
  keep: (result: SearchResult) => boolean,
  firstBatch: number,
): GroupScores {
  const postings = index.postings();
  const scored: SearchResult[][] = [];
  const pageResults = new Map<number, SearchResult>();
  const groupOf = new Int32Array(postings.count).fill(-1);
  groups.forEach((group, at) => group.records.forEach((n) => (groupOf[n] = at)));
  // 2: a record of the batch; 1: a page's own record, scored only for what it lends its page's records.
  const wanted = new Uint8Array(postings.count);
  let batchSize = firstBatch;
  const scoreNextBatch = (): void => {
    const first = scored.length;
    let end = first;
    let size = 0;
    while (end < groups.length && (end === first || size < batchSize))
      size += (groups[end++] as BoundGroup).records.length;
    wanted.fill(0);
    for (let at = first; at < end; at += 1) {
      scored.push([]);
      for (const n of (groups[at] as BoundGroup).records) wanted[n] = 2;
    }
    for (let at = first; at < end; at += 1)
      for (const n of (groups[at] as BoundGroup).records) {
        const page = postings.pageRecordOf(n);
        if (page >= 0 && wanted[page] === 0 && !pageResults.has(page)) wanted[page] = 1;
      }
    const results = index.engine.search(query, {
      boost: BOOST,
      boostDocument: (id) => ((wanted[Number(id)] as number) > 0 ? 1 : 0),
      filter: keep,
    });
    for (const result of results) {
      const n = Number(result.id);
      if (postings.pageRecordOf(n) === n) pageResults.set(n, result);
      if (wanted[n] === 2) scored[groupOf[n] as number]?.push(result);
    }
    batchSize *= 2;
  };
  return {
    resultsOf(at) {
      while (scored.length <= at && scored.length < groups.length) scoreNextBatch();
      return scored[at] ?? [];
    },
    pageResultOf: (n) => pageResults.get(n),
  };
}

/**
 * Ranks the records from the best bound down, until the leading hits the requested page needs rank before every
 * record not yet ranked. Inside a group, records are ranked best score first, since the score is the key the bound
 * leaves open.
 */
function rankByBounds({ index, units, recordOf, keep, needed, firstBatch }: RankingInput): Ranked {
  const postings = index.postings();
  const shapeAt = (n: number): RecordShape => index.shapes?.[n] ?? shapeOf(recordOf(n) as SearchRecord);
  const groups = boundRecords(units, postings, shapeAt);
  const all = units.length;
  const scores = scoreGroups(index, engineQueryOf(units), groups, keep, firstBatch);
  const pageMatches = new Map<number, UnitMatches | null>();
  const pageMatchesOf = (page: number): UnitMatches | null => {
    if (!pageMatches.has(page)) {
      const result = scores.pageResultOf(page);
      pageMatches.set(page, result ? unitMatchesOf(result, units) : null);
    }
    return pageMatches.get(page) ?? null;
  };

  const ranked: Candidate[] = [];
  const completePages = new Set<string>();
  const rank = (result: SearchResult): void => {
    const n = Number(result.id);
    const stored = recordOf(n) as SearchRecord;
    const keys = rankOf(result, stored, units, shapeAt(n), pageMatchesOf(postings.pageRecordOf(n)));
    ranked.push({ id: stored.objectID, n, stored, result, rank: keys });
    if (-(keys[0] ?? 0) === all) completePages.add(stored.url_without_anchor);
  };
  // Every record left could match all the words while this holds, so the answer may still be only those.
  const mayBeComplete = (bound: RankBound | undefined): boolean => bound !== undefined && bound[0] === -all;
  const upperCount = (complete: boolean): number =>
    sectionCount(
      groups.filter((group) => !complete || mayBeComplete(group.bound)).flatMap((group) => group.records),
      postings.sectionOf,
    );

  for (let at = 0; at < groups.length; at += 1) {
    const group = groups[at] as BoundGroup;
    if (completePages.size >= FEW_PAGES && !mayBeComplete(group.bound)) break;
    const results = scores.resultsOf(at);
    let chunk = FIRST_CHUNK;
    for (let done = 0; done < results.length;) {
      const end = Math.min(results.length, done + chunk);
      for (; done < end; done += 1) rank(results[done] as SearchResult);
      chunk *= 2;
      // The best keys a record not ranked yet can have: the rest of this group (its bound, then the next score), or
      // the next group.
      const after =
        done < results.length ? [...group.bound, -(results[done] as SearchResult).score] : groups[at + 1]?.bound;
      const complete = completePages.size >= FEW_PAGES;
      if (!complete && mayBeComplete(after)) continue;
      const threshold = complete && !mayBeComplete(after) ? undefined : after;
      if (threshold === undefined) {
        if (complete) return { candidates: answerOf(ranked, all) };
        continue;
      }
      const pool = answerOf(ranked, all).sort(compare);
      let settled = 0;
      while (settled < pool.length && ranksBefore((pool[settled] as Candidate).rank, threshold)) settled += 1;
      if (leadingOf(pool.slice(0, settled)) >= needed) return { candidates: pool, nbHits: upperCount(complete) };
    }
  }
  return { candidates: answerOf(ranked, all) };
}

/** Ranks every record the engine finds (no words, or more than the bounds hold). */
function rankEveryMatch({ index, units, recordOf, keep }: RankingInput): Ranked {
  const results =
    units.length === 0
      ? index.engine.search(MiniSearch.wildcard, { filter: keep })
      : index.engine.search(engineQueryOf(units), { boost: BOOST, filter: keep });
  const pageRecords = new Map<string, SearchResult>();
  for (const result of results) {
    const stored = recordOf(Number(result.id));
    if (stored?.type === "lvl1") pageRecords.set(stored.url_without_anchor, result);
  }
  const candidates = results.flatMap((result) => {
    const n = Number(result.id);
    const stored = recordOf(n);
    if (!stored) return [];
    const page = pageRecords.get(stored.url_without_anchor);
    const rank =
      units.length === 0
        ? [-stored.weight.level, stored.weight.position]
        : rankOf(result, stored, units, index.shapes?.[n], page ? unitMatchesOf(page, units) : null);
    return [{ id: stored.objectID, n, stored, result, rank }];
  });
  return { candidates: units.length === 0 ? candidates : answerOf(candidates, units.length) };
}

/** How a request is ranked: records scored before the bounds may stop, or every match ranked (the reference). */
export type RankingOptions = { readonly firstBatch?: number; readonly everyMatch?: boolean };

/** Ranks one request the way Algolia would (same criteria, distinct on url); needs no record's text. */
export function rankLocalIndex(
  index: LocalIndex,
  request: SearchRequest,
  units: readonly QueryUnit[] = planLocalQuery(index, queryText(request)),
  { firstBatch = FIRST_BATCH, everyMatch = false }: RankingOptions = {},
): RankedSearch {
  const started = Date.now();
  const params = request.params ?? {};
  const query = queryText(request);
  const hitsPerPage = Math.max(0, Math.min(1000, params.hitsPerPage ?? 20));
  const page = Math.max(0, params.page ?? 0);
  const recordOf = (n: number): SearchRecord | undefined => (index.recordAt ? index.recordAt(n) : index.records[n]);
  const accept = toFacetPredicate(params.facetFilters);
  const input: RankingInput = {
    index,
    units,
    recordOf,
    keep: (result) => {
      const record = recordOf(Number(result.id));
      return record !== undefined && accept(record);
    },
    needed: (page + 1) * hitsPerPage,
    firstBatch,
  };
  const { candidates, nbHits } =
    !everyMatch && units.length > 0 && units.length <= MAX_BOUNDED_UNITS ? rankByBounds(input) : rankEveryMatch(input);
  candidates.sort(compare);
  return {
    request,
    query,
    queryTerms: units.flatMap((unit) => unit.words),
    candidates: keepDistinct(candidates),
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
