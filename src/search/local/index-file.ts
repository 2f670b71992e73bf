// The index's files as the engine reads them: a small base, then fragments loaded on demand (postings by first
// letters, each page's text); src/search/indexing/index-files.ts writes them.
import MiniSearch from "minisearch";
import type { SynonymTable } from "../language";
import { LEVEL_WEIGHT, type RecordType, type SearchHierarchy, type SearchRecord } from "../types";
import { INDEX_OPTIONS, type IndexedDocument, type LocalIndex } from "./engine";
import type { RecordShape } from "./ranking";
import { unpackEntry } from "./postings";
import type { TermEntry } from "./shards";
import { layoutOf, toRecordPostings } from "./record-postings";

/** Bumped when the files' shape changes, so an old base is refused instead of misread. */
export const LOCAL_INDEX_FORMAT = 4;

/** The folder of an index's fragments, beside its base file (`/search-index/docs.json` → `/search-index/docs/`). */
export const toIndexFragmentsFolder = (baseUrl: string): string => `${baseUrl.replace(/\.json$/, "")}/`;

/** A page: lvl0, lvl1 (title), path, language, version tag, keywords. */
export type PageHead = [string, string, string, string, string, string[] | null];
/**
 * A page's records as sections: the title or a heading (its level 1–6 and anchor), then how many text records follow
 * it under the same anchor, and how many words the heading has for ranking (RecordShape). Record ids and positions
 * follow from that order, as the record builder assigns them.
 */
export type Section = [number, string | null, number, number];
/** A page once per base: its head, the file holding its records' text, and its sections. */
export type CompactPage = [...PageHead, string, Section[]];
/** A record as the base places it: its page, type, anchor, id suffix, position on the page and shape for ranking. */
export type RecordPlace = {
  readonly page: number;
  readonly type: RecordType;
  readonly anchor: string | null;
  readonly suffix: string;
  readonly position: number;
  readonly shape: RecordShape;
};
/**
 * A record's text in its page's file: content, then lvl2…lvl6, then the lead of a page's own
 * record (trailing nulls left out).
 */
export type RecordText = [string | null, ...Array<string | null>];

/** What ranking needs of MiniSearch's state, without the postings (those are in the term fragments). */
export type EngineStatistics = {
  readonly documentCount: number;
  readonly fieldIds: Record<string, number>;
  readonly averageFieldLength: number[];
  /** Field lengths of record n at position n (MiniSearch numbers the records in the order they were added). */
  readonly fieldLength: number[][];
};

/** The base file: fetched first, and enough to rank any query once the fragments of its words are loaded. */
export type IndexBase = {
  readonly format: typeof LOCAL_INDEX_FORMAT;
  readonly indexName: string;
  readonly pages: readonly CompactPage[];
  readonly statistics: EngineStatistics;
  /** Term fragments: [key, file name]; a term is filed under the longest key that starts it. */
  readonly terms: readonly (readonly [string, string])[];
  /** The synonym groups queries are expanded with, normalised. */
  readonly synonyms: SynonymTable;
  /** Vocabulary fragments, where typos are corrected from: [first letter, file name]. */
  readonly vocabulary: readonly (readonly [string, string])[];
};

/** A fragment as written: its file name (relative to the fragments' folder) and its JSON text. */
export type IndexFragment = { readonly name: string; readonly json: string };

/** Names a fragment file from its kind, key and text (the build names it by a hash of the text). */
export type FragmentNamer = (kind: "terms" | "page" | "words", key: string, json: string) => string;

export type IndexFiles = { readonly base: IndexBase; readonly fragments: readonly IndexFragment[] };

/** Every record's place, numbered as MiniSearch numbered them (page by page, in order). */
export function placeRecords(base: IndexBase): RecordPlace[] {
  const places: RecordPlace[] = [];
  base.pages.forEach((compact, page) => {
    let position = 0;
    let above: number[] = [];
    for (const [level, anchor, texts, headingWords] of compact[7]) {
      const type = `lvl${level}` as RecordType;
      above = level === 1 ? [] : [...above.filter((higher) => higher < level), level];
      places.push({
        page,
        type,
        anchor,
        suffix: type,
        position: position++,
        shape: { type, levels: above, headingWords },
      });
      const under: RecordShape = { type: "content", levels: above, headingWords: 0 };
      for (let text = 0; text < texts; text += 1)
        places.push({ page, type: "content", anchor, suffix: `c${text}`, position: position++, shape: under });
    }
  });
  return places;
}

const isArrayOf = (value: unknown, check: (item: unknown) => boolean): boolean =>
  Array.isArray(value) && value.every(check);

/** Reads a base file; throws when the data is not one this code wrote. */
export function readIndexBase(data: unknown): IndexBase {
  const value = data as Partial<IndexBase> | null;
  const statistics = value?.statistics;
  const wellFormed =
    value &&
    value.format === LOCAL_INDEX_FORMAT &&
    typeof value.indexName === "string" &&
    isArrayOf(
      value.pages,
      (page) =>
        Array.isArray(page) &&
        page.length === 8 &&
        typeof page[6] === "string" &&
        isArrayOf(page[7], (section) => Array.isArray(section) && section.length === 4),
    ) &&
    isArrayOf(
      value.terms,
      (entry) => Array.isArray(entry) && typeof entry[0] === "string" && typeof entry[1] === "string",
    ) &&
    isArrayOf(
      value.vocabulary,
      (entry) => Array.isArray(entry) && typeof entry[0] === "string" && typeof entry[1] === "string",
    ) &&
    Array.isArray(value.synonyms) &&
    statistics &&
    statistics.documentCount ===
      (value.pages ?? []).reduce(
        (sum, page) => sum + page[7].reduce((count, section) => count + 1 + section[2], 0),
        0,
      ) &&
    Array.isArray(statistics.fieldLength) &&
    statistics.fieldLength.length === statistics.documentCount;
  if (!wellFormed) throw new Error("The search index file has an unknown format");
  return value as IndexBase;
}

/** Reads a term fragment into MiniSearch's postings; throws when it is not a list of packed postings. */
export function readTermFragment(data: unknown, name: string): TermEntry[] {
  try {
    if (!Array.isArray(data)) throw new Error("not a list");
    return data.map(unpackEntry);
  } catch {
    throw new Error(`The search index fragment ${name} has an unknown format`);
  }
}

/** Reads a vocabulary fragment (the plain words of one first letter); throws when it is not a list of words. */
export function readVocabularyFragment(data: unknown, name: string): string[] {
  if (!isArrayOf(data, (item) => typeof item === "string"))
    throw new Error(`The search index fragment ${name} has an unknown format`);
  return data as string[];
}

/** Reads a page's text fragment; throws unless it holds one entry for each of the page's `count` records. */
export function readPageFragment(data: unknown, name: string, count: number): RecordText[] {
  if (!isArrayOf(data, Array.isArray) || (data as unknown[]).length !== count)
    throw new Error(`The search index fragment ${name} has an unknown format`);
  return data as RecordText[];
}

/** MiniSearch's serialised state for the base's statistics, without postings. */
export type EngineState = Omit<ReturnType<MiniSearch["toJSON"]>, "index">;

/**
 * The state of every record, or of those `held` marks: an engine scoring postings that hold no other record looks up
 * no other, and its scores read the whole index's record count and average field lengths, which stay.
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

/** A record from its place, with its text and lower headings when its page's fragment is given (null until then). */
export function expandRecord(
  base: IndexBase,
  place: RecordPlace,
  texts: readonly RecordText[] | undefined,
): SearchRecord {
  const { page, type, anchor, suffix, position } = place;
  const [lvl0, lvl1, path, language, tag, keywords] = base.pages[page] as CompactPage;
  const [content = null, ...levels] = texts?.[position] ?? [null];
  const lead = levels[5] ?? null;
  const hierarchy: SearchHierarchy = {
    lvl0,
    lvl1,
    lvl2: levels[0] ?? null,
    lvl3: levels[1] ?? null,
    lvl4: levels[2] ?? null,
    lvl5: levels[3] ?? null,
    lvl6: levels[4] ?? null,
  };
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
  const entries = base.terms.flatMap(([, name]) => readTermFragment(files.fragment(name), name));
  const texts = base.pages.map((page) => readPageFragment(files.fragment(page[6]), page[6], recordCount(page)));
  const places = placeRecords(base);
  const records = places.map((place) => expandRecord(base, place, texts[place.page]));
  const vocabulary = new Map(
    base.vocabulary.map(([letter, name]) => [letter, readVocabularyFragment(files.fragment(name), name)]),
  );
  const postings = toRecordPostings(entries, base.statistics.fieldIds, layoutOf(places));
  return {
    name: base.indexName,
    engine: createEngine(engineStateOf(base), entries),
    records,
    synonyms: base.synonyms,
    vocabulary,
    shapes: places.map((place) => place.shape),
    postings: () => postings,
  };
}
