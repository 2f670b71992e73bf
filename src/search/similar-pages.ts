// The not-found page's suggestions: searches the wrong path's words with the site's search client, one entry per page.
import { getSiteSearchClient, getSiteSearchConfig } from "./clients/site";
import { getSearchParams } from "./params";
import { siteConfig } from "../config/site";
import type { SearchClient, SearchHit } from "./types";

/**
 * A suggested page: its title, and the section it sits in when that differs from the title. Plain text, never markup.
 */
export type SimilarPage = { readonly url: string; readonly title: string; readonly section: string | null };

/** How many pages the not-found page suggests. */
export const MAX_SIMILAR_PAGES = 5;

/** One entry per page (hits of sections of the same page collapse), in order of the page's best hit, at most `max`. */
export function toSimilarPages(hits: readonly SearchHit[], max: number = MAX_SIMILAR_PAGES): SimilarPage[] {
  const pages: SimilarPage[] = [];
  const seen = new Set<string>();
  for (const hit of hits) {
    const url = (hit.url ?? "").split("#")[0] ?? "";
    const title = hit.hierarchy?.lvl1?.trim() ?? "";
    // Only the site's own pages: a path from the root, never another origin.
    if (!url.startsWith("/") || url.startsWith("//") || !title || seen.has(url)) continue;
    seen.add(url);
    const lvl0 = hit.hierarchy?.lvl0?.trim() ?? "";
    pages.push({ url, title, section: lvl0 && lvl0 !== title ? lvl0 : null });
    if (pages.length === max) break;
  }
  return pages;
}

/**
 * Asks the client for the words (the snippet settings of a wide screen; snippets are not shown) and keeps whole pages.
 */
export async function searchSimilarPages(
  client: SearchClient,
  indexName: string,
  words: string,
  max: number = MAX_SIMILAR_PAGES,
): Promise<SimilarPage[]> {
  if (!words.trim()) return [];
  const { results } = await client.search([
    { indexName, params: { ...getSearchParams(siteConfig.search.snippetWords.default), query: words } },
  ]);
  return toSimilarPages(results[0]?.hits ?? [], max);
}

/**
 * The suggestions for the words, from the client the search dialog uses (the local index, or Algolia when configured).
 */
export function findSimilarPages(words: string): Promise<SimilarPage[]> {
  return searchSimilarPages(getSiteSearchClient(), getSiteSearchConfig().indexName, words);
}
