// The offline search engine: a pre-built MiniSearch index over the records, answering in Algolia's response shape.
import MiniSearch, { type Options, type Query, type SearchResult } from "minisearch";
import { highlight, snippet, type MatchContext, type Tags } from "./highlight";
import {
  HIERARCHY_LEVELS,
  LEVEL_WEIGHT,
  type FacetFilters,
  type HierarchyLevel,
  type RecordType,
  type SearchHierarchy,
  type SearchHit,
  type SearchRecord,
  type SearchRequest,
  type SearchResponse,
} from "./types";
import { compileSynonyms, planQuery, stemTerm, toIndexTerms, toStemKey, type QueryUnit, type SynonymGroups, type SynonymTable } from "./language";
import { normalizeTerm, tokenizeForIndex, tokenizeQuery } from "./text";

/** Bumped when the file's shape changes, so an old index file is refused instead of misread. */
export const LOCAL_INDEX_FORMAT = 2;

/** A page once per file: lvl0, lvl1 (title), path, language, version tag, keywords. */
type CompactPage = [string, string, string, string, string, string[] | null];
/** A record: page number, type, anchor, content, id suffix, then lvl2…lvl6 (trailing nulls left out). */
type CompactRecord = [number, RecordType, string | null, string | null, string, ...Array<string | null>];

/**
 * The index file: pages and records in a compact table (hierarchy and urls written once per page, not per record),
 * and the MiniSearch inverted index over record numbers.
 */
export type SerializedLocalIndex = {
  readonly format: typeof LOCAL_INDEX_FORMAT;
  readonly indexName: string;
  readonly pages: readonly CompactPage[];
  readonly records: readonly CompactRecord[];
  readonly index: ReturnType<MiniSearch["toJSON"]>;
  /** The synonym groups queries are expanded with, normalised. */
  readonly synonyms: SynonymTable;
};

const SEARCHED_FIELDS = [...HIERARCHY_LEVELS, "content", "keywords"];

/** Field boosts: they only order hits that tie on the Algolia-like criteria in `rankOf`. */
const BOOST: Record<string, number> = { lvl0: 0.5, lvl1: 6, lvl2: 4, lvl3: 3, lvl4: 2, lvl5: 2, lvl6: 2, content: 1, keywords: 3 };

type IndexedDocument = { readonly i: number; readonly record: SearchRecord };

const extractField = (document: IndexedDocument, field: string): unknown => {
  if (field === "i") return document.i;
  const { record } = document;
  if (field.startsWith("lvl")) return record.hierarchy[field as HierarchyLevel] ?? undefined;
  if (field === "keywords") return record.keywords?.join(" ");
  return record.content ?? undefined;
};

/** Typo tolerance like Algolia's defaults: none below 4 letters, one typo from 4, two from 8. */
export const fuzzyFor = (term: string): number | false => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : false);

const INDEX_OPTIONS: Options<IndexedDocument> = {
  idField: "i",
  fields: SEARCHED_FIELDS,
  storeFields: [],
  extractField: extractField as Options<IndexedDocument>["extractField"],
  tokenize: tokenizeForIndex,
  // Each word is indexed as written and as its stem, so "authenticate" finds "authentication" and prefixes still work.
  processTerm: (term) => toIndexTerms(term),
  searchOptions: { tokenize: tokenizeQuery, processTerm: (term) => normalizeTerm(term) || null },
};

export type LocalIndex = {
  readonly name: string;
  readonly engine: MiniSearch<IndexedDocument>;
  readonly records: readonly SearchRecord[];
  readonly synonyms: SynonymTable;
};

/** Builds the index at build time (and in tests and benchmarks). */
export function createLocalIndex(records: readonly SearchRecord[], name: string, synonyms: SynonymGroups = []): LocalIndex {
  const engine = new MiniSearch<IndexedDocument>(INDEX_OPTIONS);
  engine.addAll(records.map((record, i) => ({ i, record })));
  return { name, engine, records, synonyms: compileSynonyms(synonyms) };
}

const suffixOf = (record: SearchRecord): string => record.objectID.slice(record.objectID.lastIndexOf(":") + 1);

export function serializeLocalIndex(index: LocalIndex): SerializedLocalIndex {
  const pages: CompactPage[] = [];
  const pageNumber = new Map<string, number>();
  const records = index.records.map((record): CompactRecord => {
    const { hierarchy } = record;
    const key = `${record.url_without_anchor}\n${hierarchy.lvl0}\n${hierarchy.lvl1}`;
    let page = pageNumber.get(key);
    if (page === undefined) {
      page = pages.length;
      pageNumber.set(key, page);
      pages.push([hierarchy.lvl0, hierarchy.lvl1, record.url_without_anchor, record.language, record.docusaurus_tag, null]);
    }
    if (record.keywords) (pages[page] as CompactPage)[5] = [...record.keywords];
    const levels = [hierarchy.lvl2, hierarchy.lvl3, hierarchy.lvl4, hierarchy.lvl5, hierarchy.lvl6];
    while (levels.length > 0 && levels[levels.length - 1] === null) levels.pop();
    return [page, record.type, record.anchor, record.content, suffixOf(record), ...levels];
  });
  return { format: LOCAL_INDEX_FORMAT, indexName: index.name, pages, records, index: index.engine.toJSON(), synonyms: index.synonyms };
}

/** Rebuilds full records from the compact table (positions counted per page, as the builder counts them). */
function expandRecords(pages: readonly CompactPage[], compact: readonly CompactRecord[]): SearchRecord[] {
  const positions = new Map<number, number>();
  return compact.map(([page, type, anchor, content, suffix, ...levels]) => {
    const [lvl0, lvl1, path, language, tag, keywords] = pages[page] ?? ["", "", "/", "en", "", null];
    const position = positions.get(page) ?? 0;
    positions.set(page, position + 1);
    const hierarchy: SearchHierarchy = { lvl0, lvl1, lvl2: levels[0] ?? null, lvl3: levels[1] ?? null, lvl4: levels[2] ?? null, lvl5: levels[3] ?? null, lvl6: levels[4] ?? null };
    const url = anchor ? `${path}#${anchor}` : path;
    return {
      objectID: `${url}:${suffix}`,
      hierarchy,
      hierarchy_radio: type === "content" ? {} : { [type]: hierarchy[type] },
      content,
      type,
      url,
      url_without_anchor: path,
      anchor,
      language,
      docusaurus_tag: tag,
      ...(type === "lvl1" && keywords ? { keywords } : {}),
      weight: { pageRank: 0, level: LEVEL_WEIGHT[type], position },
    };
  });
}

/** Loads a serialised index; throws when the data is not one this code wrote. */
export function loadLocalIndex(data: unknown): LocalIndex {
  const value = data as Partial<SerializedLocalIndex> | null;
  if (!value || value.format !== LOCAL_INDEX_FORMAT || typeof value.indexName !== "string" || !value.index || !Array.isArray(value.pages) || !Array.isArray(value.records) || !Array.isArray(value.synonyms)) {
    throw new Error("The search index file has an unknown format");
  }
  return { name: value.indexName, engine: MiniSearch.loadJS(value.index, INDEX_OPTIONS), records: expandRecords(value.pages, value.records), synonyms: value.synonyms };
}

type Candidate = { readonly id: string; readonly stored: SearchRecord; readonly result: SearchResult | null; readonly rank: readonly number[] };

function valueAt(record: unknown, path: string): unknown {
  return readPath(record, path.split("."));
}

function readPath(record: unknown, keys: readonly string[]): unknown {
  let value = record;
  for (const key of keys) value = value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

type CompiledFacet = { readonly keys: readonly string[]; readonly expected: string; readonly negate: boolean };

/** "attr.path:value" or "-attr:value", parsed once per request rather than once per record. */
function compileFacet(filter: string): CompiledFacet | null {
  const negate = filter.startsWith("-");
  const body = negate ? filter.slice(1) : filter;
  const colon = body.indexOf(":");
  return colon === -1 ? null : { keys: body.slice(0, colon).split("."), expected: body.slice(colon + 1), negate };
}

function matchesFacet(record: SearchRecord, facet: CompiledFacet | null): boolean {
  if (!facet) return true;
  const value = readPath(record, facet.keys);
  const found = Array.isArray(value) ? value.some((candidate) => String(candidate) === facet.expected) : value !== null && value !== undefined && String(value) === facet.expected;
  return facet.negate ? !found : found;
}

/** Turns Algolia facetFilters (AND of entries, OR inside a nested list) into a predicate. */
export function toFacetPredicate(filters: FacetFilters | undefined): (record: SearchRecord) => boolean {
  if (filters === undefined) return () => true;
  let list: ReadonlyArray<string | readonly string[]>;
  if (typeof filters === "string") {
    const parsed: unknown = filters.trim().startsWith("[") ? JSON.parse(filters) : filters.split(",");
    list = parsed as ReadonlyArray<string | readonly string[]>;
  } else {
    list = filters;
  }
  const compiled = list.map((entry) => (typeof entry === "string" ? [compileFacet(entry)] : entry.map(compileFacet)));
  return (record) => compiled.every((anyOf) => anyOf.some((facet) => matchesFacet(record, facet)));
}

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
function rankOf(result: SearchResult, record: SearchRecord, units: readonly QueryUnit[]): number[] {
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

/** The MiniSearch query of a plan: every unit (AND or OR), a unit matching the words typed or any synonym phrase. */
function toEngineQuery(units: readonly QueryUnit[], combineWith: "AND" | "OR"): Query {
  return {
    combineWith,
    queries: units.map((unit) => ({
      combineWith: "OR",
      queries: unit.alternatives.map((phrase, alternative) => ({
        combineWith: "AND",
        queries: phrase.map((term, index) => termQuery(term, unit.last && alternative === 0 && index === phrase.length - 1, alternative === 0)),
      })),
    })),
  };
}

function compare(a: Candidate, b: Candidate): number {
  for (let index = 0; index < a.rank.length; index += 1) {
    const difference = (a.rank[index] ?? 0) - (b.rank[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** "content:10" → ["content", 10]; Algolia's default is 10 words. */
function parseSnippetAttribute(entry: string): [string, number] {
  const [attribute = "", words] = entry.split(":");
  const count = Number(words);
  return [attribute, Number.isFinite(count) && count > 0 ? count : 10];
}

function retrieve(stored: SearchRecord, id: string, attributes: readonly string[] | undefined): Record<string, unknown> {
  const hit: Record<string, unknown> = { objectID: id };
  const wanted = attributes ?? ["*"];
  for (const attribute of wanted) {
    if (attribute === "*") {
      Object.assign(hit, stored);
      continue;
    }
    const value = valueAt(stored, attribute);
    if (value === undefined) continue;
    const keys = attribute.split(".");
    let target = hit;
    keys.slice(0, -1).forEach((key) => {
      target[key] = { ...(target[key] as Record<string, unknown> | undefined) };
      target = target[key] as Record<string, unknown>;
    });
    target[keys[keys.length - 1] ?? attribute] = value;
  }
  return hit;
}

function toHit(candidate: Candidate, ctx: MatchContext, tags: Tags, request: SearchRequest): SearchHit {
  const params = request.params ?? {};
  const { stored } = candidate;
  const highlightHierarchy: Record<string, ReturnType<typeof highlight>> = {};
  for (const level of HIERARCHY_LEVELS) {
    const value = stored.hierarchy[level];
    if (value) highlightHierarchy[level] = highlight(value, ctx, tags);
  }
  const highlightResult: Record<string, unknown> = { hierarchy: highlightHierarchy };
  if (stored.content) highlightResult.content = highlight(stored.content, ctx, tags);

  const snippetResult: { hierarchy?: Record<string, unknown>; [key: string]: unknown } = {};
  for (const entry of params.attributesToSnippet ?? []) {
    const [attribute, words] = parseSnippetAttribute(entry);
    const value = valueAt(stored, attribute);
    if (typeof value !== "string") continue;
    const result = snippet(value, ctx, tags, words, params.snippetEllipsisText ?? "");
    if (attribute.startsWith("hierarchy.")) snippetResult.hierarchy = { ...snippetResult.hierarchy, [attribute.slice(10)]: result };
    else snippetResult[attribute] = result;
  }
  return { ...retrieve(stored, candidate.id, params.attributesToRetrieve), _highlightResult: highlightResult, _snippetResult: snippetResult } as SearchHit;
}

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

/** Fewer pages than this matching every word, and pages matching only some words are listed after them. */
const FEW_PAGES = 3;

const countPages = (results: readonly SearchResult[], recordOf: (id: unknown) => SearchRecord | undefined): number =>
  new Set(results.map((result) => recordOf(result.id)?.url_without_anchor)).size;

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
