// The not-found page's "Pages with similar names": searches the wrong path's words, loading search once the page runs.
import { useEffect, useState } from "react";
import { pathToSearchWords } from "../../search/path-words";
import type { SimilarPage } from "../../search/similar-pages";
import * as styles from "./styles";

export type Props = {
  /** The path the reader asked for. */
  readonly pathname: string;
};

export const HEADING = "Pages with similar names";
const HEADING_ID = "similar-pages-title";

/** The search client and the suggestion code, fetched only when a not-found page runs. */
const loadSimilarPages = () => import("../../search/similar-pages");

export default function SimilarPages({ pathname }: Props) {
  const [pages, setPages] = useState<readonly SimilarPage[]>([]);

  useEffect(() => {
    setPages([]);
    const words = pathToSearchWords(pathname);
    if (!words) return undefined;
    let live = true;
    loadSimilarPages()
      .then(({ findSimilarPages }) => findSimilarPages(words))
      .then(
        (found) => {
          if (live) setPages(found);
        },
        // A suggestion is a bonus: when the search cannot answer, the page stays as it is, without an error.
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [pathname]);

  // The live region is in the page from the start, so screen readers announce the list when it arrives.
  return (
    <div aria-live="polite">
      {pages.length > 0 ? (
        <section aria-labelledby={HEADING_ID} css={styles.region}>
          <h2 id={HEADING_ID} css={styles.heading}>
            {HEADING}
          </h2>
          <ul css={styles.list}>
            {pages.map((page) => (
              <li key={page.url}>
                <a href={page.url} css={styles.link}>
                  {page.title}
                </a>
                {page.section ? <span css={styles.sectionName}>{page.section}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
