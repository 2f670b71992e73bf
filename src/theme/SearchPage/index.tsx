// The /search page: a search form that keeps the query in the URL (q), so results can be shared.
import { siteConfig } from "../../config/site";
import * as styles from "./styles";

export type Props = {
  readonly initialQuery: string;
};

export default function SearchPage({ initialQuery }: Props) {
  return (
    <div css={styles.wrap}>
      <h1>Search the documentation</h1>
      <form role="search" action={siteConfig.search.pagePath} method="get" css={styles.form}>
        <label htmlFor="search-page-input" className="visually-hidden">
          Search the documentation
        </label>
        <input
          id="search-page-input"
          type="search"
          name={siteConfig.search.queryParam}
          defaultValue={initialQuery}
          maxLength={siteConfig.search.maxQueryLength}
          placeholder="Search the docs"
          autoComplete="off"
        />
        <button type="submit">Search</button>
      </form>
    </div>
  );
}
