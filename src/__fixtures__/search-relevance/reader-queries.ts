// What readers type, written from their side of the page: each row of the JSON tables beside this file names the
// page and, where the page is long, the section (anchor) that answers it.
import readerQueries from "./reader-queries.json";
import blindReaderQueries from "./blind-reader-queries.json";
import heldOutQueries from "./held-out-queries.json";

/** How the reader put it: the suite reports each kind, so a weak spot shows by name. */
const QUERY_KINDS = ["question", "task", "abbreviation", "synonym", "inflection", "typo", "endpoint", "field"] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

export type ReaderQuery = {
  readonly query: string;
  /** The page a reader needs, as its path without a trailing slash. */
  readonly page: string;
  /** The section's anchor, where landing on the page's head would leave the reader searching again. */
  readonly section?: string;
  readonly kind: QueryKind;
};

const isQueryKind = (kind: string): kind is QueryKind => (QUERY_KINDS as readonly string[]).includes(kind);

/** A table's rows as queries, kind by kind; a kind the suite does not know is a mistake in the table. */
export function fromTable(table: Readonly<Record<string, readonly (readonly string[])[]>>): ReaderQuery[] {
  return Object.entries(table).flatMap(([kind, rows]) => {
    if (!isQueryKind(kind)) throw new Error(`Unknown query kind "${kind}"; use one of ${QUERY_KINDS.join(", ")}`);
    return rows.map(([query = "", page = "", section]) =>
      section === undefined ? { kind, query, page } : { kind, query, page, section },
    );
  });
}

/**
 * The regression set: the queries written alongside the ranking's tuning, and those once kept apart as a held-out
 * half, which every later tuning commit reported on and so has been seen. Its floors (floors.json) may only rise.
 */
export const REGRESSION_QUERIES: readonly ReaderQuery[] = [
  ...fromTable(readerQueries),
  ...fromTable(blindReaderQueries),
];

/**
 * Queries written once from the pages' point of view, by someone who saw no search code, no query above and no
 * result: a held-out figure, reported once per change and never tuned on (do not read its misses while tuning).
 */
export const HELD_OUT_QUERIES: readonly ReaderQuery[] = fromTable(heldOutQueries);
