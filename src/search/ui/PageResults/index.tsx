// The /search page's results: the count, then one entry per page with its matching sections and snippets.
import { Link } from "gatsby";
import { toHitView, type PageGroup } from "../../hits";
import Highlighted, { HighlightedPath } from "../Highlighted";
import * as styles from "./styles";

export type Props = {
  readonly query: string;
  readonly nbHits: number;
  readonly groups: readonly PageGroup[];
  readonly hasMore: boolean;
  readonly onMore: () => void;
};

/** "1 result for …" / "12 results for …". */
export const formatCount = (count: number, query: string): string =>
  `${count} ${count === 1 ? "result" : "results"} for "${query}"`;

export default function PageResults({ query, nbHits, groups, hasMore, onMore }: Props) {
  return (
    <section aria-label="Search results">
      <p css={styles.count} role="status">
        {formatCount(nbHits, query)}
      </p>
      <ol css={styles.pages}>
        {groups.map((group) => (
          <li key={group.url}>
            <article css={styles.page}>
              <p css={styles.category}>{group.lvl0}</p>
              <h2 css={styles.pageTitle}>
                <Link to={group.url}>
                  <Highlighted value={group.title} />
                </Link>
              </h2>
              <ul css={styles.sections}>
                {group.hits
                  .filter((hit) => hit.type !== "lvl1")
                  .map((hit) => {
                    const view = toHitView(hit);
                    // The page title heads the entry already; the path starts below it.
                    const path = view.path.slice(1);
                    return (
                      <li key={hit.objectID}>
                        <Link to={view.url} css={styles.section}>
                          <HighlightedPath parts={path} css={styles.path} />
                          <span css={styles.snippet}>
                            {view.textPending ? null : <Highlighted value={view.title} />}
                          </span>
                        </Link>
                      </li>
                    );
                  })}
              </ul>
            </article>
          </li>
        ))}
      </ol>
      {hasMore ? (
        <button type="button" css={styles.more} onClick={onMore}>
          Load more results
        </button>
      ) : null}
    </section>
  );
}
