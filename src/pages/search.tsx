// The /search route (/search?q=): reads the query from the URL and hands it to SearchResultsPage.
import type { HeadProps, PageProps } from "gatsby";
import { siteConfig } from "../config/site";
import SearchResultsPage from "../search/widgets/SearchResultsPage";
import Seo from "../theme/Seo";

export default function SearchRoute({ location }: PageProps) {
  const query = new URLSearchParams(location.search).get(siteConfig.search.queryParam) ?? "";
  return <SearchResultsPage urlQuery={query} />;
}

export function Head({ location }: HeadProps) {
  // Indexable when empty; SearchResultsPage adds robots noindex while the URL carries a query.
  return <Seo title="Search the documentation" pathname={location.pathname} />;
}
