// Picks what the search UI shows from its state, so every combination is decided (and tested) in one pure function.

/** InstantSearch's statuses, as the spec names them (stalled = still loading after the stall threshold). */
export type SearchStatus = "idle" | "loading" | "stalled" | "error";

export type Screen = "start" | "results" | "no-results" | "error";

export type ScreenState = {
  /** What the reader typed. */
  readonly query: string;
  readonly status: SearchStatus;
  /** The last answer: for which query, and how many hits; null before any. */
  readonly results: { readonly query: string; readonly nbHits: number } | null;
};

/**
 * Error wins; an empty query shows saved searches; "no results" only once the answer for this very query is in,
 * so a slow answer never flashes "No results for" the previous query.
 */
export function getScreen(state: ScreenState): Screen {
  if (state.status === "error") return "error";
  if (state.query.trim() === "") return "start";
  if (state.results && state.results.query === state.query && state.results.nbHits === 0 && state.status === "idle")
    return "no-results";
  return "results";
}

/** The spinner in the search box shows only once a search has been slow for the stall threshold. */
export const isStalled = (status: SearchStatus): boolean => status === "stalled";
