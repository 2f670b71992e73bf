// Answers one request in Algolia's response shape: ranks the records, then builds the hits of the requested page.
import MiniSearch, { type SearchResult } from "minisearch";
import type { MatchContext, Tags } from "../highlight";
import { planQuery, type QueryUnit } from "../language";
import type { LocalIndex } from "./engine";
import { toFacetPredicate } from "./facets";
import { toHit } from "./hit";
import { BOOST, compare, countPages, FEW_PAGES, rankOf, toEngineQuery, type Candidate } from "./ranking";
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

/** Ranks one request the way Algolia would (same criteria, distinct on url); needs no record's text. */
export function rankLocalIndex(index: LocalIndex, request: SearchRequest, units: readonly QueryUnit[] = planQuery(queryText(request), index.synonyms)): RankedSearch {
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
  if (units.length === 0) {
    results = index.engine.search(MiniSearch.wildcard, { filter });
  } else {
    results = index.engine.search(toEngineQuery(units, "AND"), { boost: BOOST, filter });
    // Like Algolia's removeWordsIfNoResults "allOptional", and also when all words together find only a page or two
    // (a record is one paragraph): any word may match, and records matching more words still rank first.
    if (units.length > 1 && countPages(results, recordOf) < FEW_PAGES) results = index.engine.search(toEngineQuery(units, "OR"), { boost: BOOST, filter });
  }

  const candidates: Candidate[] = results.flatMap((result) => {
    const stored = recordOf(result.id);
    if (!stored) return [];
    const rank = queryTerms.length === 0 ? [-stored.weight.level, stored.weight.position] : rankOf(result, stored, units);
    return [{ id: stored.objectID, n: Number(result.id), stored, result, rank }];
  });
  candidates.sort(compare);

  const seen = new Set<string>();
  const distinct = candidates.filter((candidate) => {
    if (seen.has(candidate.stored.url)) return false;
    seen.add(candidate.stored.url);
    return true;
  });
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
