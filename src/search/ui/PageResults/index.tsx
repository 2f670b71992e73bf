// The /search page's results: the count, then one entry per page with its matching sections and snippets.
import * as styles from "./styles";
import { Link } from "gatsby";
import { toHitView, type PageGroup } from "../../hits";
import Highlighted, { HighlightedPath } from "../Highlighted";

export type Props = {
  readonly query: string;
  readonly nbHits: number;
  readonly groups: readonly PageGroup[];
  readonly hasMore: boolean;
  readonly onMore: () => void;
};

/** "1 result for …" / "12 results for …". */
export const formatCount = (count: number, query: string): string => `${count} ${count === 1 ? "result" : "results"} for "${query}"`;

export default function PageResults({ query, nbHits, groups, hasMore, onMore }: Props) {
  return (
    <section aria-label="Search results">
      <p className={styles.count} role="status">
        {formatCount(nbHits, query)}
      </p>
      <ol className={styles.pages}>
        {groups.map((group) => (
          <li key={group.url}>
            <article className={styles.page}>
              <p className={styles.category}>{group.lvl0}</p>
              <h2 className={styles.pageTitle}>
                <Link to={group.url}>
                  <Highlighted value={group.title} />
                </Link>
              </h2>
              <ul className={styles.sections}>
                {group.hits
                  .filter((hit) => hit.type !== "lvl1")
                  .map((hit) => {
                    const view = toHitView(hit);
                    // The page title heads the entry already; the path starts below it.
                    const path = view.path.slice(1);
                    return (
                      <li key={hit.objectID}>
                        <Link to={view.url} className={styles.section}>
                          <HighlightedPath parts={path} className={styles.path} />
                          <span className={styles.snippet}>
                            <Highlighted value={view.title} />
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
        <button type="button" className={styles.more} onClick={onMore}>
          Load more results
        </button>
      ) : null}
    </section>
  );
}
