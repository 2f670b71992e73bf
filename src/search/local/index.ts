// The offline search engine: answers one request from the pre-built local index in Algolia's response shape.
import MiniSearch, { type SearchResult } from "minisearch";
import type { MatchContext, Tags } from "../highlight";
import { planQuery } from "../language";
import type { LocalIndex } from "./engine";
import { toFacetPredicate } from "./facets";
import { toHit } from "./hit";
import { BOOST, compare, countPages, FEW_PAGES, rankOf, toEngineQuery, type Candidate } from "./ranking";
import type { SearchRecord, SearchRequest, SearchResponse } from "../types";

export { createLocalIndex, type LocalIndex } from "./engine";
export { LOCAL_INDEX_FORMAT, loadLocalIndex, serializeLocalIndex, type SerializedLocalIndex } from "./index-file";
export { toFacetPredicate } from "./facets";
export { fuzzyFor } from "./ranking";

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

/** Answers one request the way Algolia would (same fields, highlight and snippet rules, distinct on url). */
export function searchLocalIndex(index: LocalIndex, request: SearchRequest): SearchResponse {
  const started = Date.now();
  const params = request.params ?? {};
  const query = (params.query ?? "").slice(0, MAX_QUERY);
  const hitsPerPage = Math.max(0, Math.min(1000, params.hitsPerPage ?? 20));
  const page = Math.max(0, params.page ?? 0);
  const tags: Tags = { preTag: params.highlightPreTag ?? "<em>", postTag: params.highlightPostTag ?? "</em>" };
  const accept = toFacetPredicate(params.facetFilters);
  const recordOf = (id: unknown): SearchRecord | undefined => index.records[Number(id)];
  const filter = (result: SearchResult): boolean => {
    const record = recordOf(result.id);
    return record !== undefined && accept(record);
  };
  const units = planQuery(query, index.synonyms);
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
    return [{ id: stored.objectID, stored, result, rank }];
  });
  candidates.sort(compare);

  const seen = new Set<string>();
  const distinct = candidates.filter((candidate) => {
    if (seen.has(candidate.stored.url)) return false;
    seen.add(candidate.stored.url);
    return true;
  });

  const nbHits = distinct.length;
  const pageHits = hitsPerPage === 0 ? [] : distinct.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
  const hits = pageHits.map((candidate) => {
    const ctx: MatchContext = { queryTerms, matchedTerms: new Set(candidate.result ? Object.keys(candidate.result.match) : []), prefixLast: true };
    return toHit(candidate, ctx, tags, request);
  });

  return {
    hits,
    nbHits,
    page,
    nbPages: hitsPerPage === 0 ? 0 : Math.ceil(nbHits / hitsPerPage),
    hitsPerPage,
    processingTimeMS: Date.now() - started,
    exhaustiveNbHits: true,
    query,
    params: serializeParams(params),
    index: request.indexName,
    ...(params.clickAnalytics ? { queryID: newQueryId() } : {}),
  };
}
