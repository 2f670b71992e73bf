// What readers type, written from their side of the page: each row of the JSON tables beside this file names the
// page and, where the page is long, the section (anchor) that answers it.
import readerQueries from "./reader-queries.json";
import blindReaderQueries from "./blind-reader-queries.json";

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

/** The queries written alongside the ranking's tuning. */
export const READER_QUERIES: readonly ReaderQuery[] = fromTable(readerQueries);

/** Queries written from the docs alone, without seeing the search code or the queries above. */
export const BLIND_READER_QUERIES: readonly ReaderQuery[] = fromTable(blindReaderQueries);
