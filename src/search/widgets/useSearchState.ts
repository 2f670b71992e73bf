// The one hook over InstantSearch the search widgets read: hits, counts, status, the screen to show and suggestions.
import { useRef } from "react";
import { useInstantSearch, useSearchBox } from "react-instantsearch";
import { siteConfig } from "../../config/site";
import { collectSuggestions, offerSuggestions } from "../hits";
import { getScreen, type Screen, type SearchStatus } from "../screen";
import type { SearchHit } from "../types";

/**
 * Options for useHits / useInfiniteHits: highlights come with our own tags and are rendered as text, so no escaping.
 */
export const HITS_OPTIONS = { escapeHTML: false } as const;

/** What useHits or useInfiniteHits answers: the dialog shows one page of hits, the results page loads more. */
export type HitsAnswer = {
  readonly items: readonly object[];
  readonly results?: { readonly query?: string; readonly nbHits: number } | null;
};

export type SearchState = {
  readonly refine: (query: string) => void;
  /** The query InstantSearch searches for (the last one refined). */
  readonly refinedQuery: string;
  readonly hits: readonly SearchHit[];
  readonly nbHits: number;
  /** The query the current hits answer; null before the first answer. */
  readonly resultsQuery: string | null;
  readonly status: SearchStatus;
  readonly error: unknown;
  readonly screen: Screen;
  /** Queries offered on the no-results screen, never the query itself. */
  readonly suggestions: readonly string[];
};

const SUGGESTION_COUNT = 3;

/** The state of the search for `query` (what the reader typed), from the hits answer the widget asked for. */
export function useSearchState(query: string, answer: HitsAnswer): SearchState {
  const box = useSearchBox();
  // catchError keeps a failed search on the error screen instead of throwing.
  const { status, error } = useInstantSearch({ catchError: true });
  const suggestionsRef = useRef<string[]>([]);
  const { results } = answer;
  const hits = answer.items as readonly SearchHit[];
  // Before the first answer InstantSearch hands out empty "artificial" results: they answer nothing yet.
  const answered = results && !(results as { __isArtificial?: boolean }).__isArtificial;
  const resultsQuery = answered ? (results.query ?? "") : null;
  const nbHits = results?.nbHits ?? 0;

  // Page titles from the latest hits make the best suggestions: each one is known to find its page.
  if (hits.length > 0) suggestionsRef.current = collectSuggestions(hits, SUGGESTION_COUNT);
  const suggestions = offerSuggestions(suggestionsRef.current, siteConfig.search.suggestedQueries, query);

  return {
    refine: box.refine,
    refinedQuery: box.query,
    hits,
    nbHits,
    resultsQuery,
    status,
    error,
    screen: getScreen({ query, status, results: resultsQuery === null ? null : { query: resultsQuery, nbHits } }),
    suggestions,
  };
}
