// Shapes shared by the record builder, the search clients and the UI (DocSearch record, Algolia request/response).

export const HIERARCHY_LEVELS = ["lvl0", "lvl1", "lvl2", "lvl3", "lvl4", "lvl5", "lvl6"] as const;
export type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number];

/**
 * lvl0 is the top sidebar category (or the page title), lvl1 the page title, lvl2–lvl6 the headings above the text.
 */
export type SearchHierarchy = {
  readonly lvl0: string;
  readonly lvl1: string;
  readonly lvl2: string | null;
  readonly lvl3: string | null;
  readonly lvl4: string | null;
  readonly lvl5: string | null;
  readonly lvl6: string | null;
};

export type RecordType = "lvl1" | "lvl2" | "lvl3" | "lvl4" | "lvl5" | "lvl6" | "content";

/** Custom-ranking level of each record type: a title above a heading above text. */
export const LEVEL_WEIGHT: Readonly<Record<RecordType, number>> = {
  lvl1: 100,
  lvl2: 90,
  lvl3: 80,
  lvl4: 70,
  lvl5: 60,
  lvl6: 50,
  content: 0,
};

/** The version facet value of a docs version, as DocSearch's Docusaurus integration names it. */
export const toVersionTag = (versionName: string): string => `docs-default-${versionName}`;

/** One DocSearch-shaped record: a page title, a heading or a piece of text with the headings above it. */
export type SearchRecord = {
  readonly objectID: string;
  readonly hierarchy: SearchHierarchy;
  /** The record's own level only (a heading record's heading), so Algolia ranks a heading above text below it. */
  readonly hierarchy_radio: Partial<SearchHierarchy>;
  readonly content: string | null;
  readonly type: RecordType;
  /** Page path plus the nearest heading's anchor. */
  readonly url: string;
  readonly url_without_anchor: string;
  readonly anchor: string | null;
  readonly language: string;
  /** Version facet, named as DocSearch's Docusaurus integration names it. */
  readonly docusaurus_tag: string;
  /** Frontmatter keywords, on the page's lvl1 record only. */
  readonly keywords?: readonly string[];
  /** The page's description and opening paragraph, on the page's lvl1 record only: what the page is about. */
  readonly lead?: string;
  /** Custom ranking: headings above text, earlier above later. */
  readonly weight: { readonly pageRank: number; readonly level: number; readonly position: number };
};

/** A facet filter as Algolia takes it: entries are ANDed, the strings of a nested list ORed. */
export type FacetFilters = string | ReadonlyArray<string | readonly string[]>;

/** The query parameters a search request may carry (the spec's list, plus page for paging). */
export type SearchParams = {
  readonly query?: string;
  readonly attributesToRetrieve?: readonly string[];
  readonly attributesToSnippet?: readonly string[];
  readonly snippetEllipsisText?: string;
  readonly highlightPreTag?: string;
  readonly highlightPostTag?: string;
  readonly hitsPerPage?: number;
  readonly clickAnalytics?: boolean;
  readonly facetFilters?: FacetFilters;
  readonly page?: number;
};

export type SearchRequest = { readonly indexName: string; readonly params?: SearchParams & Record<string, unknown> };

export type MatchLevel = "none" | "partial" | "full";
export type HighlightResult = {
  readonly value: string;
  readonly matchLevel: MatchLevel;
  readonly matchedWords: readonly string[];
  readonly fullyHighlighted?: boolean;
};
export type SnippetResult = { readonly value: string; readonly matchLevel: MatchLevel };

type HierarchyOf<T> = { readonly [level in HierarchyLevel]?: T };

/** A hit as the UI reads it: the retrieved attributes plus highlight and snippet results. */
export type SearchHit = {
  readonly objectID: string;
  readonly hierarchy?: Partial<SearchHierarchy>;
  readonly content?: string | null;
  readonly type?: RecordType;
  readonly url?: string;
  readonly _highlightResult?: { readonly hierarchy?: HierarchyOf<HighlightResult>; readonly content?: HighlightResult };
  readonly _snippetResult?: { readonly hierarchy?: HierarchyOf<SnippetResult>; readonly content?: SnippetResult };
};

export type SearchResponse = {
  readonly hits: readonly SearchHit[];
  readonly nbHits: number;
  readonly page: number;
  readonly nbPages: number;
  readonly hitsPerPage: number;
  readonly processingTimeMS: number;
  readonly exhaustiveNbHits: boolean;
  readonly query: string;
  readonly params: string;
  readonly index: string;
  readonly queryID?: string;
  /** The local engine's first answer: some hits' text (content, snippet) follows in a second answer. */
  readonly textPending?: boolean;
};

/** The contract both clients keep: algoliasearch's `search(requests)` for multiple queries. */
export type SearchClient = {
  search(requests: readonly SearchRequest[]): Promise<{ results: SearchResponse[] }>;
  /** Lets InstantSearch add its name to the agent string of the hosted client. */
  addAlgoliaAgent?(segment: string, version?: string): void;
  /**
   * Starts loading what the first search needs (code, index) before the reader asks; given the request the UI is about
   * to send, answers it ahead too.
   */
  prefetch?(request?: SearchRequest): Promise<void>;
  /**
   * The local client: calls `listener` once the text of hits it answered without has arrived, so the UI asks again and
   * draws it; returns the call that stops listening.
   */
  onTextArrived?(listener: () => void): () => void;
};
