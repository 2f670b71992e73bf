// The /search page: a GET form that works without JavaScript, and with it live results that keep the query in the URL.
import { useCallback, useEffect, useRef, useState, type ComponentType, type FormEvent } from "react";
import { setResultsNoindex } from "../../../lib/robots-meta";
import { siteConfig } from "../../../config/site";
import { getSiteSearchClient, getSiteSearchConfig } from "../../clients/site";
import { NETWORK_FAILURE } from "../../errors";
import { clampQuery, getSearchPageUrl } from "../../params";
import type { SearchClient } from "../../types";
import ErrorScreen from "../../ui/ErrorScreen";
import type { Props as ResultsProps } from "../SearchResultsPageBody";
import * as styles from "./styles";

export type Props = {
  /** The q parameter of the URL; it changes with back and forward. */
  readonly urlQuery: string;
  /** Injected by tests; the site's client by default. */
  readonly searchClient?: SearchClient;
  readonly indexName?: string;
};

const INPUT_ID = "search-page-input";

/** The URL for a query: /search?q=… or plain /search when empty. */
const urlFor = (query: string): string => (query ? getSearchPageUrl(query) : siteConfig.search.pagePath);

export default function SearchResultsPage({ urlQuery, searchClient, indexName }: Props) {
  // Empty until mounted: the server-rendered page has no query, so the first client render must match it.
  const [query, setQuery] = useState("");
  const [Results, setResults] = useState<ComponentType<ResultsProps> | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [client] = useState(() => searchClient ?? getSiteSearchClient());
  const [index] = useState(() => indexName ?? getSiteSearchConfig().indexName);

  useEffect(() => {
    setQuery(clampQuery(urlQuery));
  }, [urlQuery]);

  // Back and forward between entries of this page: the URL is the source of truth again.
  useEffect(() => {
    const onPopState = (): void =>
      setQuery(clampQuery(new URLSearchParams(window.location.search).get(siteConfig.search.queryParam) ?? ""));
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  useEffect(() => {
    let live = true;
    import("../SearchResultsPageBody")
      .then((module) => live && setResults(() => module.default))
      .catch(() => live && setLoadFailed(true));
    return () => {
      live = false;
    };
  }, []);

  // A results URL (/search?q=…) is not a landing page for search engines; the empty /search page is.
  const hasQuery = query.trim() !== "";
  useEffect(() => {
    setResultsNoindex(document, hasQuery);
    return () => setResultsNoindex(document, false);
  }, [hasQuery]);

  // Typing replaces the history entry: the URL stays shareable without flooding Back.
  const changeQuery = useCallback((value: string) => {
    const next = clampQuery(value);
    setQuery(next);
    window.history.replaceState(window.history.state, "", urlFor(next));
  }, []);

  // Submitting keeps the submitted query as its own entry: later typing replaces a copy, and Back returns to it.
  const committed = useRef<string | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const url = urlFor(query);
    if (committed.current === url) return;
    committed.current = url;
    window.history.pushState(window.history.state, "", url);
  };

  return (
    <div css={styles.wrap}>
      <h1>{query ? `Search results for "${query}"` : "Search the documentation"}</h1>
      <form role="search" action={siteConfig.search.pagePath} method="get" css={styles.form} onSubmit={onSubmit}>
        <label htmlFor={INPUT_ID} className="visually-hidden">
          Search the documentation
        </label>
        <input
          id={INPUT_ID}
          type="search"
          name={siteConfig.search.queryParam}
          value={query}
          onChange={(event) => changeQuery(event.currentTarget.value)}
          maxLength={siteConfig.search.maxQueryLength}
          placeholder="Search the docs"
          autoComplete="off"
        />
        <button type="submit">Search</button>
      </form>
      <noscript>
        <p css={styles.noscript}>
          Search results need JavaScript. Turn it on and reload this page, or browse the documentation from the{" "}
          <a href={siteConfig.navbar.docsLink.to}>{siteConfig.navbar.docsLink.label}</a> page and its sidebar.
        </p>
      </noscript>
      {Results ? <Results query={query} onQuery={changeQuery} client={client} indexName={index} /> : null}
      {loadFailed ? <ErrorScreen cause={NETWORK_FAILURE} /> : null}
    </div>
  );
}
