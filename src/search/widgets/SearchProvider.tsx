// InstantSearch around the search UI: the client, the index, the stall threshold and the spec's request parameters.
import { useMemo, type ReactNode } from "react";
import { Configure, InstantSearch } from "react-instantsearch";
import { siteConfig } from "../../config/site";
import { getSearchParams } from "../params";
import type { SearchClient } from "../types";

export type Props = {
  readonly client: SearchClient;
  readonly indexName: string;
  /** Words per snippet (10, or 5 on narrow screens). */
  readonly snippetWords: number;
  readonly initialQuery: string;
  readonly children?: ReactNode;
};

export default function SearchProvider({ client, indexName, snippetWords, initialQuery, children }: Props) {
  const params = useMemo(() => getSearchParams(snippetWords), [snippetWords]);
  return (
    <InstantSearch
      searchClient={client as unknown as Parameters<typeof InstantSearch>[0]["searchClient"]}
      indexName={indexName}
      initialUiState={{ [indexName]: { query: initialQuery } }}
      stalledSearchDelay={siteConfig.search.stallThresholdMs}
      future={{ preserveSharedStateOnUnmount: true }}
      insights={false}
    >
      <Configure {...(params as unknown as Record<string, unknown>)} />
      {children}
    </InstantSearch>
  );
}
