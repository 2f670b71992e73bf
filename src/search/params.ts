// Every search request's parameters (the same for hosted and local search), built from the site config in one place.
import { siteConfig } from "../config/site";
import { HIERARCHY_LEVELS, toVersionTag, type SearchParams } from "./types";

/** Attributes the UI shows; everything else in a record stays on the server. */
export const ATTRIBUTES_TO_RETRIEVE = [
  ...HIERARCHY_LEVELS.map((level) => `hierarchy.${level}`),
  "content",
  "type",
  "url",
];

export const HIGHLIGHT_PRE_TAG = "<mark>";
export const HIGHLIGHT_POST_TAG = "</mark>";
export const SNIPPET_ELLIPSIS = "…";

/** Snippet length for the screen: shorter on narrow screens (up to the narrow breakpoint). */
export function getSnippetWords(isNarrow: boolean): number {
  return isNarrow ? siteConfig.search.snippetWords.narrow : siteConfig.search.snippetWords.default;
}

export const NARROW_MEDIA_QUERY = `(max-width: ${siteConfig.breakpoints.narrowMaxWidth}px)`;

/** Snippet length for this browser's screen; the default one where there is no window. */
export function snippetWordsOfScreen(): number {
  const narrow =
    typeof window !== "undefined" &&
    typeof window.matchMedia === "function" &&
    window.matchMedia(NARROW_MEDIA_QUERY).matches;
  return getSnippetWords(narrow);
}

/** Everything but the query, which the search box owns. */
export function getSearchParams(
  snippetWords: number,
  versionName = siteConfig.docsVersion.name,
): Required<Omit<SearchParams, "query" | "page">> {
  return {
    attributesToRetrieve: ATTRIBUTES_TO_RETRIEVE,
    attributesToSnippet: [
      ...HIERARCHY_LEVELS.slice(1).map((level) => `hierarchy.${level}:${snippetWords}`),
      `content:${snippetWords}`,
    ],
    snippetEllipsisText: SNIPPET_ELLIPSIS,
    highlightPreTag: HIGHLIGHT_PRE_TAG,
    highlightPostTag: HIGHLIGHT_POST_TAG,
    hitsPerPage: siteConfig.search.hitsPerPage,
    clickAnalytics: siteConfig.search.clickAnalytics,
    facetFilters: [
      `language:${siteConfig.locale.lang}`,
      [`docusaurus_tag:default`, `docusaurus_tag:${toVersionTag(versionName)}`],
    ],
  };
}

export { clampQuery } from "./query";

/** Link to the full results page for a query. */
export function getSearchPageUrl(query: string): string {
  const params = new URLSearchParams({ [siteConfig.search.queryParam]: query });
  return `${siteConfig.search.pagePath}?${params.toString()}`;
}

/** The feedback link, carrying the query so the report says what was searched. */
export function getFeedbackUrl(query: string, base: string = siteConfig.search.feedbackUrl): string {
  const body = `No results for "${query}"`;
  if (base.startsWith("mailto:")) return `${base}${base.includes("?") ? "&" : "?"}body=${encodeURIComponent(body)}`;
  const url = new URL(base);
  url.searchParams.set("q", query);
  return url.toString();
}
