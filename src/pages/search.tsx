// The full search results page (/search?q=): reads the query from the URL and hands it to the theme's SearchPage.
import type { HeadProps, PageProps } from "gatsby";
import { siteConfig } from "../config/site";
import SearchPage from "../theme/SearchPage";
import Seo from "../theme/Seo";

export default function SearchRoute({ location }: PageProps) {
  const query = new URLSearchParams(location.search).get(siteConfig.search.queryParam) ?? "";
  return <SearchPage urlQuery={query} />;
}

export function Head({ location }: HeadProps) {
  // Indexable when empty; SearchPage adds robots noindex while the URL carries a query.
  return <Seo title="Search the documentation" pathname={location.pathname} />;
}
