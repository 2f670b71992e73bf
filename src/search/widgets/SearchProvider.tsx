// InstantSearch around the search UI: the client, the index, the stall threshold and the spec's request parameters.
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { Configure, InstantSearch, useInstantSearch } from "react-instantsearch";
import { siteConfig } from "../../config/site";
import { getSearchParams } from "../params";
import { withTextAwaited } from "../clients";
import type { SearchClient } from "../types";

export type Props = {
  readonly client: SearchClient;
  readonly indexName: string;
  /** Words per snippet (10, or 5 on narrow screens). */
  readonly snippetWords: number;
  readonly initialQuery: string;
  /** Wait for the hits' text before drawing them (the results page's snippets), instead of drawing it when it comes. */
  readonly waitForText?: boolean;
  readonly children?: ReactNode;
};

/** Searches again once the local client's text for hits it answered without has come, so it is drawn. */
function RefreshOnText({ client }: { readonly client: SearchClient }) {
  const { refresh } = useInstantSearch();
  useEffect(() => client.onTextArrived?.(refresh), [client, refresh]);
  return null;
}

export default function SearchProvider({
  client,
  indexName,
  snippetWords,
  initialQuery,
  waitForText = false,
  children,
}: Props) {
  const params = useMemo(() => getSearchParams(snippetWords), [snippetWords]);
  const [searchClient] = useState(() => (waitForText ? withTextAwaited(client) : client));
  return (
    <InstantSearch
      searchClient={searchClient as unknown as Parameters<typeof InstantSearch>[0]["searchClient"]}
      indexName={indexName}
      initialUiState={{ [indexName]: { query: initialQuery } }}
      stalledSearchDelay={siteConfig.search.stallThresholdMs}
      future={{ preserveSharedStateOnUnmount: true }}
      insights={false}
    >
      <Configure {...(params as unknown as Record<string, unknown>)} />
      {/* The results page's own searches wait for the text, so nothing needs drawing again. */}
      {waitForText ? null : <RefreshOnText client={client} />}
      {children}
    </InstantSearch>
  );
}
