// The loaded postings read as lists of record numbers, so a search can tell which records may match its words (and
// where) before the engine scores any of them.
import type { TermEntry } from "./shards";

/** One field's records for a term: the field's id and the record numbers holding the term there. */
export type FieldRecords = readonly [fieldId: number, records: Int32Array];

/** What a search reads before scoring: each term's records by field, and each record's page and section. */
export type RecordPostings = {
  /** How many records the index has. */
  readonly count: number;
  /** Field names by id, as the engine numbers them. */
  readonly fieldNames: readonly string[];
  /** The records holding a term, field by field (none when the term is not loaded or not in the index). */
  recordsOf(term: string): readonly FieldRecords[];
  /** The loaded terms that start with a prefix, the prefix itself included. */
  termsStartingWith(prefix: string): readonly string[];
  /** The number of the page's own record (its title) for record n, or -1 when the page has none. */
  pageRecordOf(n: number): number;
  /** A key shared by the records of one section (one url), for counting hits without reading the records. */
  sectionOf(n: number): number;
};

/** Where each record sits: its page's own record and its section, by record number. */
export type RecordLayout = {
  readonly pageRecord: Int32Array;
  readonly section: Int32Array;
};

/** The records of a postings object ({ recordNumber: frequency }) as numbers. */
const recordNumbers = (postings: Record<string, number>): Int32Array => {
  const keys = Object.keys(postings);
  const records = new Int32Array(keys.length);
  for (let index = 0; index < keys.length; index += 1) records[index] = Number(keys[index]);
  return records;
};

/** Record lists already read, by the postings they were read from: an index made again keeps them. */
const readBefore = new WeakMap<TermEntry[1], readonly FieldRecords[]>();

/** Gives postings their record lists where they are made from lists (the index files), so they are not read again. */
export const rememberRecords = (fields: TermEntry[1], records: readonly FieldRecords[]): void => {
  readBefore.set(fields, records);
};

const readFields = (fields: TermEntry[1]): readonly FieldRecords[] => {
  let found = readBefore.get(fields);
  if (!found) {
    found = Object.entries(fields).map(([fieldId, postings]) => [Number(fieldId), recordNumbers(postings)] as const);
    readBefore.set(fields, found);
  }
  return found;
};

/** Which of `count` records the postings of `entries` hold (1) or not (0). */
export function recordsIn(entries: readonly TermEntry[], count: number): Uint8Array {
  const held = new Uint8Array(count);
  for (const [, fields] of entries) for (const [, records] of readFields(fields)) for (const n of records) held[n] = 1;
  return held;
}

/**
 * The postings of `entries` as record lists, each term's read when first asked for; terms sorted once, on the first
 * prefix looked up.
 */
export function toRecordPostings(
  entries: readonly TermEntry[],
  fieldIds: Readonly<Record<string, number>>,
  layout: RecordLayout,
): RecordPostings {
  const byTerm = new Map<string, TermEntry[1]>();
  for (const [term, fields] of entries) byTerm.set(term, fields);
  let sorted: string[] | null = null;
  const fieldNames: string[] = [];
  for (const [name, id] of Object.entries(fieldIds)) fieldNames[id] = name;
  return {
    count: layout.pageRecord.length,
    fieldNames,
    recordsOf(term) {
      const fields = byTerm.get(term);
      return fields ? readFields(fields) : [];
    },
    termsStartingWith(prefix) {
      sorted ??= [...byTerm.keys()].sort();
      let low = 0;
      let high = sorted.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if ((sorted[middle] as string) < prefix) low = middle + 1;
        else high = middle;
      }
      const terms: string[] = [];
      for (let index = low; index < sorted.length && (sorted[index] as string).startsWith(prefix); index += 1)
        terms.push(sorted[index] as string);
      return terms;
    },
    pageRecordOf: (n) => layout.pageRecord[n] ?? -1,
    sectionOf: (n) => layout.section[n] ?? n,
  };
}

/**
 * The layout of records given page by page, each page's sections in order: a page's own record is its first when
 * that is its title ("lvl1"), and a section changes with the page or the anchor.
 */
export function layoutOf(
  records: ReadonlyArray<{ readonly page: unknown; readonly anchor: string | null; readonly type: string }>,
): RecordLayout {
  const pageRecord = new Int32Array(records.length);
  const section = new Int32Array(records.length);
  let ownRecord = -1;
  let sectionId = -1;
  records.forEach((record, n) => {
    const before = records[n - 1];
    const newPage = before === undefined || record.page !== before.page;
    if (newPage) ownRecord = record.type === "lvl1" ? n : -1;
    if (newPage || record.anchor !== before.anchor) sectionId += 1;
    pageRecord[n] = ownRecord;
    section[n] = sectionId;
  });
  return { pageRecord, section };
}
