// The index's files as the engine reads them: a base with every page's titles and headings (enough to rank and to
// draw hits), then fragments loaded on demand: postings by first letters (their terms are also the words typos are
// corrected to), and each page's text.
// src/search/indexing/index-files.ts writes them.
import MiniSearch from "minisearch";
import type { SynonymTable } from "../language";
import { LEVEL_WEIGHT, type RecordType, type SearchHierarchy, type SearchRecord } from "../types";
import { INDEX_OPTIONS, type IndexedDocument, type LocalIndex } from "./engine";
import type { RecordShape } from "./ranking";
import { unpackEntry } from "./postings";
import type { TermEntry } from "./shards";
import { layoutOf, toRecordPostings } from "./record-postings";
import { toVocabulary } from "./typos";

/** Bumped when the files' shape changes, so an old base is refused instead of misread. */
export const LOCAL_INDEX_FORMAT = 5;

/** The folder of an index's fragments, beside its base file (`/search-index/docs.json` → `/search-index/docs/`). */
export const toIndexFragmentsFolder = (baseUrl: string): string => `${baseUrl.replace(/\.json$/, "")}/`;

/** A page: lvl0, lvl1 (title), path, language, version tag, keywords. */
export type PageHead = [string, string, string, string, string, string[] | null];
/**
 * A page's records as sections: the title or a heading (its level 1–6, anchor and text: null for the title, which the
 * page head holds), how many text records follow it under the same anchor, and how many words the heading has for
 * ranking (RecordShape). Record ids, positions and hierarchies follow from that order, as the record builder made
 * them.
 */
export type Section = [
  level: number,
  anchor: string | null,
  texts: number,
  headingWords: number,
  heading: string | null,
];
/** A page once per base: its head, the file holding its records' text, and its sections. */
export type CompactPage = [...PageHead, string, Section[]];
/** A record as the base places it: its page, type, anchor, id suffix, position, headings and shape for ranking. */
export type RecordPlace = {
  readonly page: number;
  readonly type: RecordType;
  readonly anchor: string | null;
  readonly suffix: string;
  readonly position: number;
  /** The headings above the record or its own (lvl2…lvl6), null where it has none. */
  readonly headings: readonly (string | null)[];
  readonly shape: RecordShape;
};
/** A record's text in its page's file: its content, then the lead of a page's own record (trailing nulls left out). */
export type RecordText = [content?: string | null, lead?: string | null];

/** What ranking needs of MiniSearch's state, without the postings (those are in the term fragments). */
export type EngineStatistics = {
  readonly documentCount: number;
  readonly fieldIds: Record<string, number>;
  readonly averageFieldLength: number[];
  /** Field lengths of record n at position n (MiniSearch numbers the records in the order they were added). */
  readonly fieldLength: number[][];
};

/** The base file: fetched first; with its words' fragments, enough to rank a query and draw its hits. */
export type IndexBase = {
  readonly format: typeof LOCAL_INDEX_FORMAT;
  readonly indexName: string;
  readonly pages: readonly CompactPage[];
  readonly statistics: EngineStatistics;
  /** Term fragments: [key, file name]; a term is filed under the longest key that starts it. */
  readonly terms: readonly (readonly [string, string])[];
  /** The synonym groups queries are expanded with, normalised. */
  readonly synonyms: SynonymTable;
};

/** A fragment as written: its file name (relative to the fragments' folder) and its JSON text. */
export type IndexFragment = { readonly name: string; readonly json: string };

/** Names a fragment file from its kind, key and text (the build names it by a hash of the text). */
export type FragmentNamer = (kind: "terms" | "page", key: string, json: string) => string;

export type IndexFiles = { readonly base: IndexBase; readonly fragments: readonly IndexFragment[] };

/** Every record's place, numbered as MiniSearch numbered them (page by page, in order). */
export function placeRecords(base: IndexBase): RecordPlace[] {
  const places: RecordPlace[] = [];
  base.pages.forEach((compact, page) => {
    let position = 0;
    const headings: (string | null)[] = [null, null, null, null, null];
    let above: number[] = [];
    for (const [level, anchor, texts, headingWords, heading] of compact[7]) {
      const type = `lvl${level}` as RecordType;
      above = level === 1 ? [] : [...above.filter((higher) => higher < level), level];
      for (let deeper = Math.max(level, 2); deeper <= 6; deeper += 1) headings[deeper - 2] = null;
      if (level >= 2) headings[level - 2] = heading;
      const own = [...headings];
      places.push({
        page,
        type,
        anchor,
        suffix: type,
        position: position++,
        headings: own,
        shape: { type, levels: above, headingWords },
      });
      const under: RecordShape = { type: "content", levels: above, headingWords: 0 };
      for (let text = 0; text < texts; text += 1)
        places.push({
          page,
          type: "content",
          anchor,
          suffix: `c${text}`,
          position: position++,
          headings: own,
          shape: under,
        });
    }
  });
  return places;
}

const isArrayOf = (value: unknown, check: (item: unknown) => boolean): boolean =>
  Array.isArray(value) && value.every(check);

const isSection = (section: unknown): boolean =>
  Array.isArray(section) && section.length === 5 && (section[4] === null || typeof section[4] === "string");

/** Reads a base file; throws when the data is not one this code wrote. */
export function readIndexBase(data: unknown): IndexBase {
  const value = data as Partial<IndexBase> | null;
  const statistics = value?.statistics;
  const isFileList = (entry: unknown): boolean =>
    Array.isArray(entry) && typeof entry[0] === "string" && typeof entry[1] === "string";
  const wellFormed =
    value &&
    value.format === LOCAL_INDEX_FORMAT &&
    typeof value.indexName === "string" &&
    isArrayOf(
      value.pages,
      (page) =>
        Array.isArray(page) && page.length === 8 && typeof page[6] === "string" && isArrayOf(page[7], isSection),
    ) &&
    isArrayOf(value.terms, isFileList) &&
    Array.isArray(value.synonyms) &&
    statistics &&
    statistics.documentCount === (value.pages ?? []).reduce((sum, page) => sum + recordCount(page), 0) &&
    Array.isArray(statistics.fieldLength) &&
    statistics.fieldLength.length === statistics.documentCount;
  if (!wellFormed) throw new Error("The search index file has an unknown format");
  return value as IndexBase;
}

const unknownFragment = (name: string): Error => new Error(`The search index fragment ${name} has an unknown format`);

/** A term fragment: its terms, and their postings in MiniSearch's form, read on first use (typos need only terms). */
export type TermFragment = { readonly terms: readonly string[]; entries(): readonly TermEntry[] };

/** Reads a term fragment; throws when it is not a list of packed postings (their numbers, once they are read). */
export function readTermFragment(data: unknown, name: string): TermFragment {
  if (!isArrayOf(data, (entry) => Array.isArray(entry) && typeof entry[0] === "string")) throw unknownFragment(name);
  let entries: TermEntry[] | undefined;
  return {
    terms: (data as [string][]).map(([term]) => term),
    entries() {
      try {
        return (entries ??= (data as unknown[]).map(unpackEntry));
      } catch {
        throw unknownFragment(name);
      }
    },
  };
}

/** Reads a page's text fragment; throws unless it holds one entry for each of the page's `count` records. */
export function readPageFragment(data: unknown, name: string, count: number): RecordText[] {
  if (!isArrayOf(data, Array.isArray) || (data as unknown[]).length !== count) throw unknownFragment(name);
  return data as RecordText[];
}

/** MiniSearch's serialised state for the base's statistics, without postings. */
export type EngineState = Omit<ReturnType<MiniSearch["toJSON"]>, "index">;

/**
 * MiniSearch's saved state (its `toJSON` shape, minisearch's version pinned in package.json) of every record, or of
 * those `held` marks: an engine scoring postings that hold no other record looks up no other, and its scores read the
 * whole index's record count and average field lengths, which stay. `engine-state.test.ts` compares it with
 * MiniSearch's own `toJSON`, so a MiniSearch that saves another shape fails there.
 */
export function engineStateOf(base: IndexBase, held?: Uint8Array): EngineState {
  const { statistics } = base;
  const count = statistics.documentCount;
  // Lists, not objects keyed by number: MiniSearch reads both by their keys, and a list of 50,000 is made far faster.
  const documentIds: number[] = [];
  const fieldLength: unknown[] = [];
  for (let n = 0; n < count; n += 1) {
    if (held && held[n] !== 1) continue;
    documentIds[n] = n;
    fieldLength[n] = statistics.fieldLength[n];
  }
  return {
    documentCount: count,
    nextId: count,
    documentIds,
    fieldIds: statistics.fieldIds,
    fieldLength,
    averageFieldLength: statistics.averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    serializationVersion: 2,
  } as unknown as EngineState;
}

/** The engine over a base's state and the postings loaded so far. */
export function createEngine(state: EngineState, entries: readonly TermEntry[]): MiniSearch<IndexedDocument> {
  return MiniSearch.loadJS({ ...state, index: entries as never }, INDEX_OPTIONS);
}

/** A record from its place, with its text (and a page's lead) when its page's fragment is given (null until then). */
export function expandRecord(
  base: IndexBase,
  place: RecordPlace,
  texts: readonly RecordText[] | undefined,
): SearchRecord {
  const { page, type, anchor, suffix, position, headings } = place;
  const [lvl0, lvl1, path, language, tag, keywords] = base.pages[page] as CompactPage;
  const [content = null, lead = null] = texts?.[position] ?? [];
  const [lvl2 = null, lvl3 = null, lvl4 = null, lvl5 = null, lvl6 = null] = headings;
  const hierarchy: SearchHierarchy = { lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6 };
  const url = anchor ? `${path}#${anchor}` : path;
  return {
    objectID: `${url}:${suffix}`,
    hierarchy,
    hierarchy_radio: type === "content" ? {} : { [type]: hierarchy[type] },
    content,
    type,
    url,
    url_without_anchor: path,
    anchor,
    language,
    docusaurus_tag: tag,
    ...(type === "lvl1" && keywords ? { keywords } : {}),
    ...(type === "lvl1" && lead ? { lead } : {}),
    weight: { pageRank: 0, level: LEVEL_WEIGHT[type], position },
  };
}

/** How many records a page has. */
export const recordCount = (page: CompactPage): number => page[7].reduce((count, section) => count + 1 + section[2], 0);

/** An index read whole from its files (tests, benchmarks): every fragment given. */
export function loadLocalIndex(files: {
  readonly base: unknown;
  readonly fragment: (name: string) => unknown;
}): LocalIndex {
  const base = readIndexBase(files.base);
  const entries = base.terms.flatMap(([, name]) => readTermFragment(files.fragment(name), name).entries());
  const texts = base.pages.map((page) => readPageFragment(files.fragment(page[6]), page[6], recordCount(page)));
  const places = placeRecords(base);
  const postings = toRecordPostings(entries, base.statistics.fieldIds, layoutOf(places));
  return {
    name: base.indexName,
    engine: createEngine(engineStateOf(base), entries),
    postings: () => postings,
    records: places.map((place) => expandRecord(base, place, texts[place.page])),
    synonyms: base.synonyms,
    vocabulary: toVocabulary(entries.map(([term]) => term)),
    shapes: places.map((place) => place.shape),
  };
}
