// The /search page's results, connected to InstantSearch: loaded after the page, fed the query from the URL.
import { useEffect, useMemo, useRef } from "react";
import { useInfiniteHits, useInstantSearch, useSearchBox } from "react-instantsearch";
import { siteConfig } from "../../../config/site";
import { getErrorCause } from "../../errors";
import { collectSuggestions, groupByPage } from "../../hits";
import { getFeedbackUrl, getSnippetWords } from "../../params";
import { getScreen, isStalled } from "../../screen";
import type { SearchClient, SearchHit } from "../../types";
import ErrorScreen from "../../ui/ErrorScreen";
import NoResults from "../../ui/NoResults";
import PageResults from "../../ui/PageResults";
import SearchProvider from "../SearchProvider";
import * as styles from "./styles";

export type Props = {
  readonly query: string;
  /** A suggestion was picked: the page puts it in the box and the URL. */
  readonly onQuery: (query: string) => void;
  readonly client: SearchClient;
  readonly indexName: string;
};

function Results({ query, onQuery }: Pick<Props, "query" | "onQuery">) {
  const box = useSearchBox();
  const { items, results, isLastPage, showMore } = useInfiniteHits<SearchHit & Record<string, unknown>>({ escapeHTML: false });
  const { status, error } = useInstantSearch({ catchError: true });
  const suggestionsRef = useRef<string[]>([]);
  const hits = items as readonly SearchHit[];

  useEffect(() => {
    if (box.query !== query) box.refine(query);
  }, [box, query]);

  const answered = results && !(results as { __isArtificial?: boolean }).__isArtificial;
  const screen = getScreen({ query, status, results: answered ? { query: results.query ?? "", nbHits: results.nbHits } : null });
  if (hits.length > 0) suggestionsRef.current = collectSuggestions(hits, 3);
  const groups = useMemo(() => groupByPage(hits), [hits]);
  const suggestions = (suggestionsRef.current.length > 0 ? suggestionsRef.current : [...siteConfig.search.suggestedQueries]).filter(
    (suggestion) => suggestion.toLowerCase() !== query.trim().toLowerCase(),
  );

  return (
    <div css={styles.results} aria-busy={isStalled(status)}>
      {isStalled(status) ? (
        <p role="status" css={styles.loading}>
          Loading results…
        </p>
      ) : null}
      {screen === "start" ? <p css={styles.hint}>Type a word or a phrase to search every page of the documentation.</p> : null}
      {screen === "error" ? <ErrorScreen cause={getErrorCause(error)} /> : null}
      {screen === "no-results" ? <NoResults query={query} suggestions={suggestions} onSuggestion={onQuery} feedbackUrl={getFeedbackUrl(query)} /> : null}
      {screen === "results" && answered ? <PageResults query={query} nbHits={results.nbHits} groups={groups} hasMore={!isLastPage} onMore={showMore} /> : null}
    </div>
  );
}

export default function SearchResultsPageBody({ query, onQuery, client, indexName }: Props) {
  // The results page has room for full snippets on every screen.
  return (
    <SearchProvider client={client} indexName={indexName} snippetWords={getSnippetWords(false)} initialQuery={query}>
      <Results query={query} onQuery={onQuery} />
    </SearchProvider>
  );
}
