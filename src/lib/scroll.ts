// Scroll rule after a navigation: keep the position when only the query string changed; otherwise hash or top.

export type LocationLike = { readonly pathname: string; readonly search: string; readonly hash: string };

/** True when the path and hash stay and only the query changed (e.g. typing on /search?q=). */
export function isQueryOnlyChange(previous: LocationLike | null | undefined, next: LocationLike): boolean {
  if (!previous) return false;
  return previous.pathname === next.pathname && previous.hash === next.hash && previous.search !== next.search;
}

/**
 * Gatsby's shouldUpdateScroll answer: false keeps the position; true
 * lets Gatsby scroll to the hash, the saved position or the top.
 */
export function shouldUpdateScrollAfter(previous: LocationLike | null | undefined, next: LocationLike): boolean {
  return !isQueryOnlyChange(previous, next);
}
