// search_docs: the site's own search, run as its search worker runs it (the same request handler, engine, index base
// and fragments, the same request), over the files of the configured site.
import { siteConfig } from "../../config/site";
import { LOCAL_INDEX_URL } from "../../search/config";
import { parseHighlight, toHitView } from "../../search/hits";
import { openIndexEngine, type Fetcher } from "../../search/local/index-engine";
import * as engineCode from "../../search/local/reader";
import { getSearchParams, getSnippetWords } from "../../search/params";
import { HIERARCHY_LEVELS, type SearchHit } from "../../search/types";
import { createRequestHandler } from "../../search/worker/answer-requests";
import { deserializeError } from "../../search/worker/protocol";

/** A hit as a coding agent reads it: page title, headings, published URL with anchor, and the line the dialog shows. */
export const toDocHit = (hit: SearchHit) => ({
  title: hit.hierarchy?.lvl1 ?? "",
  hierarchy: HIERARCHY_LEVELS.flatMap((level) => hit.hierarchy?.[level] ?? []),
  url: `${siteConfig.url}${hit.url ?? ""}`,
  snippet: parseHighlight(toHitView(hit).title)
    .map((part) => part.value)
    .join(""),
});

/** The site's search: the hits of its first page for a query, ranked as the site's dialog gets them (to group them). */
export function createDocsSearch(root: URL, fetcher: Fetcher): (query: string) => Promise<SearchHit[]> {
  const url = new URL(LOCAL_INDEX_URL.replace(/^\/+/, ""), root).href;
  const handle = createRequestHandler((indexUrl) => openIndexEngine(indexUrl, fetcher, async () => engineCode));
  let lastId = 0;
  return async (query) => {
    const params = { ...getSearchParams(getSnippetWords(false)), query };
    const requests = [{ indexName: siteConfig.search.defaultIndexName, params }];
    const opened = await handle({ kind: "open", id: ++lastId, url });
    const reply = opened?.kind === "failed" ? opened : await handle({ kind: "search", id: ++lastId, requests });
    if (reply?.kind === "failed") throw deserializeError(reply.error);
    return reply?.kind === "results" ? [...(reply.results[0]?.hits ?? [])] : [];
  };
}
