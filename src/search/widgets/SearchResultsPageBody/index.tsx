// The /search page's results, connected to InstantSearch: loaded after the page, fed the query from the URL.
import { useEffect, useMemo } from "react";
import { useInfiniteHits } from "react-instantsearch";
import { groupByPage } from "../../hits";
import { getSnippetWords } from "../../params";
import { isStalled } from "../../screen";
import type { SearchClient } from "../../types";
import PageResults from "../../ui/PageResults";
import ProblemScreen from "../ProblemScreen";
import SearchProvider from "../SearchProvider";
import { HITS_OPTIONS, useSearchState } from "../useSearchState";
import * as styles from "./styles";

export type Props = {
  readonly query: string;
  /** A suggestion was picked: the page puts it in the box and the URL. */
  readonly onQuery: (query: string) => void;
  readonly client: SearchClient;
  readonly indexName: string;
};

function Results({ query, onQuery }: Pick<Props, "query" | "onQuery">) {
  // Page after page of hits: "Load more results" adds the next one.
  const pages = useInfiniteHits(HITS_OPTIONS);
  const search = useSearchState(query, pages);
  const { screen, status, refine, refinedQuery } = search;

  useEffect(() => {
    if (refinedQuery !== query) refine(query);
  }, [refine, refinedQuery, query]);

  const groups = useMemo(() => groupByPage(search.hits), [search.hits]);

  return (
    <div css={styles.results} aria-busy={isStalled(status)}>
      {isStalled(status) ? (
        <p role="status" css={styles.loading}>
          Loading results…
        </p>
      ) : null}
      {screen === "start" ? (
        <p css={styles.hint}>Type a word or a phrase to search every page of the documentation.</p>
      ) : null}
      <ProblemScreen search={search} query={query} onSuggestion={onQuery} />
      {screen === "results" && search.resultsQuery !== null ? (
        <PageResults
          query={query}
          nbHits={search.nbHits}
          groups={groups}
          hasMore={!pages.isLastPage}
          onMore={pages.showMore}
        />
      ) : null}
    </div>
  );
}

export default function SearchResultsPageBody({ query, onQuery, client, indexName }: Props) {
  // The results page has room for full snippets on every screen.
  return (
    <SearchProvider
      client={client}
      indexName={indexName}
      snippetWords={getSnippetWords(false)}
      initialQuery={query}
      waitForText
    >
      <Results query={query} onQuery={onQuery} />
    </SearchProvider>
  );
}
