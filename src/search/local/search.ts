// Answers one request in Algolia's response shape: ranks the records, then builds the hits of the requested page.
import MiniSearch, { type SearchResult } from "minisearch";
import type { MatchContext, Tags } from "../highlight";
import { planQuery, type QueryUnit } from "../language";
import type { LocalIndex } from "./engine";
import { toFacetPredicate } from "./facets";
import { toHit } from "./hit";
import { BOOST, compare, countPages, FEW_PAGES, rankOf, toEngineQuery, unitMatchesOf, withCorrections, type Candidate, type UnitMatches } from "./ranking";
import type { SearchRecord, SearchRequest, SearchResponse } from "../types";

function serializeParams(params: Record<string, unknown>): string {
  return Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(typeof value === "string" ? value : JSON.stringify(value))}`)
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

/** A request ranked but not yet answered: the distinct candidates in order, and what the answer needs of the request. */
export type RankedSearch = {
  readonly request: SearchRequest;
  readonly query: string;
  readonly queryTerms: readonly string[];
  readonly candidates: readonly Candidate[];
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
export function keepDistinct<T extends { readonly stored: Pick<SearchRecord, "url" | "url_without_anchor"> }>(candidates: readonly T[], leading = LEADING_HITS_PER_DOC_PAGE): T[] {
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
export const planLocalQuery = (index: LocalIndex, query: string): QueryUnit[] => withCorrections(planQuery(query, index.synonyms), (letter) => index.vocabulary.get(letter) ?? []);

/** Ranks one request the way Algolia would (same criteria, distinct on url); needs no record's text. */
export function rankLocalIndex(index: LocalIndex, request: SearchRequest, units: readonly QueryUnit[] = planLocalQuery(index, queryText(request))): RankedSearch {
  const started = Date.now();
  const params = request.params ?? {};
  const query = queryText(request);
  const hitsPerPage = Math.max(0, Math.min(1000, params.hitsPerPage ?? 20));
  const page = Math.max(0, params.page ?? 0);
  const accept = toFacetPredicate(params.facetFilters);
  const recordOf = (id: unknown): SearchRecord | undefined => index.records[Number(id)];
  const filter = (result: SearchResult): boolean => {
    const record = recordOf(result.id);
    return record !== undefined && accept(record);
  };
  const queryTerms = units.flatMap((unit) => unit.words);

  let results: SearchResult[];
  if (units.length === 0) results = index.engine.search(MiniSearch.wildcard, { filter });
  else results = index.engine.search(toEngineQuery(units, units.length > 1 ? "OR" : "AND"), { boost: BOOST, filter });

  // Each page's own record passes its matches (title, keywords, lead) down to the page's other records.
  const pageMatches = new Map<string, UnitMatches>();
  for (const result of results) {
    const stored = recordOf(result.id);
    if (stored?.type === "lvl1") pageMatches.set(stored.url_without_anchor, unitMatchesOf(result, units));
  }
  let candidates: Candidate[] = results.flatMap((result) => {
    const stored = recordOf(result.id);
    if (!stored) return [];
    const rank = queryTerms.length === 0 ? [-stored.weight.level, stored.weight.position] : rankOf(result, stored, units, index.shapes?.[Number(result.id)], pageMatches.get(stored.url_without_anchor) ?? null);
    return [{ id: stored.objectID, n: Number(result.id), stored, result, rank }];
  });
  // Records matching every word (on their own or under their page) are the answer, as Algolia's AND; only when they
  // make fewer than FEW_PAGES pages do records matching some of the words follow them (removeWordsIfNoResults).
  if (units.length > 1) {
    const complete = candidates.filter((candidate) => -(candidate.rank[0] ?? 0) === units.length);
    if (countPages(complete.map((candidate) => candidate.result as SearchResult), recordOf) >= FEW_PAGES) candidates = complete;
  }
  candidates.sort(compare);

  const distinct = keepDistinct(candidates);
  return { request, query, queryTerms, candidates: distinct, page, hitsPerPage, started };
}

/** The candidates the requested page shows: the only records whose text the answer reads. */
export const candidatesOnPage = (ranked: RankedSearch): readonly Candidate[] =>
  ranked.hitsPerPage === 0 ? [] : ranked.candidates.slice(ranked.page * ranked.hitsPerPage, (ranked.page + 1) * ranked.hitsPerPage);

/** Answers a ranked request in Algolia's response shape, reading each shown record through `recordOf` (its text loaded). */
export function answerRankedSearch(ranked: RankedSearch, recordOf: (n: number) => SearchRecord | undefined = () => undefined): SearchResponse {
  const { request, hitsPerPage, page, queryTerms } = ranked;
  const params = request.params ?? {};
  const tags: Tags = { preTag: params.highlightPreTag ?? "<em>", postTag: params.highlightPostTag ?? "</em>" };
  const nbHits = ranked.candidates.length;
  const hits = candidatesOnPage(ranked).map((candidate) => {
    const ctx: MatchContext = { queryTerms, matchedTerms: new Set(candidate.result ? Object.keys(candidate.result.match) : []), prefixLast: true };
    return toHit({ ...candidate, stored: recordOf(candidate.n) ?? candidate.stored }, ctx, tags, request);
  });

  return {
    hits,
    nbHits,
    page,
    nbPages: hitsPerPage === 0 ? 0 : Math.ceil(nbHits / hitsPerPage),
    hitsPerPage,
    processingTimeMS: Date.now() - ranked.started,
    exhaustiveNbHits: true,
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
