// The one hook over InstantSearch the UI reads: query, hits, counts, status and error, as plain values.
import { useHits, useInstantSearch, useSearchBox } from "react-instantsearch";
import type { SearchStatus } from "../screen";
import type { SearchHit } from "../types";

export type SearchState = {
  readonly refine: (query: string) => void;
  readonly hits: readonly SearchHit[];
  readonly nbHits: number;
  /** The query the current hits answer; null before the first answer. */
  readonly resultsQuery: string | null;
  readonly status: SearchStatus;
  readonly error: unknown;
};

export function useSearchState(): SearchState {
  const { refine } = useSearchBox();
  // Highlights come with our own tags and are rendered as text, so InstantSearch's escaping is not needed.
  const { items, results } = useHits<SearchHit & Record<string, unknown>>({ escapeHTML: false });
  // catchError keeps a failed search on the error screen instead of throwing.
  const { status, error } = useInstantSearch({ catchError: true });
  const answered = results && !(results as { __isArtificial?: boolean }).__isArtificial;
  return {
    refine,
    hits: items as readonly SearchHit[],
    nbHits: results?.nbHits ?? 0,
    resultsQuery: answered ? (results?.query ?? "") : null,
    status,
    error,
  };
}
