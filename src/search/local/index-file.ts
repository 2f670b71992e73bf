// The index's files: a small base (page and record tables, the statistics ranking needs, the list of fragments) and
// fragments loaded on demand: the postings of terms by their first letters, and each page's text for the hits shown.
import MiniSearch from "minisearch";
import type { SynonymTable } from "../language";
import { LEVEL_WEIGHT, type RecordType, type SearchHierarchy, type SearchRecord } from "../types";
import { INDEX_OPTIONS, type IndexedDocument, type LocalIndex } from "./engine";
import { packEntry, unpackEntry } from "./postings";
import { splitTermEntries, type TermEntry } from "./shards";

/** Bumped when the files' shape changes, so an old base is refused instead of misread. */
export const LOCAL_INDEX_FORMAT = 3;

/** The folder of an index's fragments, beside its base file (`/search-index/docs.json` → `/search-index/docs/`). */
export const toIndexFragmentsFolder = (baseUrl: string): string => `${baseUrl.replace(/\.json$/, "")}/`;

/** Packed postings above this size (JSON characters) are split by one more letter: 5–8 kB gzip on the real docs. */
export const TERM_FRAGMENT_BYTES = 20_000;

/** A page: lvl0, lvl1 (title), path, language, version tag, keywords. */
type PageHead = [string, string, string, string, string, string[] | null];
/**
 * A page's records as sections: the title or a heading (its level 1–6 and anchor), then how many text records follow it
 * under the same anchor. Record ids and positions follow from that order, as the record builder assigns them.
 */
type Section = [number, string | null, number];
/** A page once per base: its head, the file holding its records' text, and its sections. */
type CompactPage = [...PageHead, string, Section[]];
/** A record as the base places it: its page, type, anchor, id suffix and position on the page. */
export type RecordPlace = { readonly page: number; readonly type: RecordType; readonly anchor: string | null; readonly suffix: string; readonly position: number };
/** A record's text in its page's file: content, then lvl2…lvl6 (trailing nulls left out). */
type RecordText = [string | null, ...Array<string | null>];

/** What ranking needs of MiniSearch's state, without the postings (those are in the term fragments). */
type EngineStatistics = {
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
};

/** A fragment as written: its file name (relative to the fragments' folder) and its JSON text. */
export type IndexFragment = { readonly name: string; readonly json: string };

/** Names a fragment file from its kind, key and text (the build names it by a hash of the text). */
export type FragmentNamer = (kind: "terms" | "page", key: string, json: string) => string;

export type IndexFiles = { readonly base: IndexBase; readonly fragments: readonly IndexFragment[] };

const withoutTrailingNulls = <T>(values: readonly (T | null)[]): (T | null)[] => {
  const kept = [...values];
  while (kept.length > 0 && kept[kept.length - 1] === null) kept.pop();
  return kept;
};

/** Writes an index as a base and its fragments; `name` gives each fragment its file name. */
export function serializeLocalIndex(index: LocalIndex, name: FragmentNamer, termFragmentBytes = TERM_FRAGMENT_BYTES): IndexFiles {
  const pages: PageHead[] = [];
  const sections: Section[][] = [];
  const pageTexts: RecordText[][] = [];
  const pageNumber = new Map<string, number>();
  index.records.forEach((record) => {
    const { hierarchy } = record;
    const key = `${record.url_without_anchor}\n${hierarchy.lvl0}\n${hierarchy.lvl1}`;
    let page = pageNumber.get(key);
    if (page === undefined) {
      page = pages.length;
      pageNumber.set(key, page);
      pages.push([hierarchy.lvl0, hierarchy.lvl1, record.url_without_anchor, record.language, record.docusaurus_tag, null]);
      sections.push([]);
      pageTexts.push([]);
    }
    if (record.keywords) (pages[page] as PageHead)[5] = [...record.keywords];
    const pageSections = sections[page] as Section[];
    if (record.type === "content") {
      const last = pageSections[pageSections.length - 1];
      if (last) last[2] += 1;
    } else {
      pageSections.push([Number(record.type.slice(3)), record.anchor, 0]);
    }
    const levels = withoutTrailingNulls([hierarchy.lvl2, hierarchy.lvl3, hierarchy.lvl4, hierarchy.lvl5, hierarchy.lvl6]);
    (pageTexts[page] as RecordText[]).push([record.content, ...levels]);
  });

  const fragments: IndexFragment[] = [];
  const addFragment = (kind: "terms" | "page", key: string, value: unknown): string => {
    const json = JSON.stringify(value);
    const fileName = name(kind, key, json);
    fragments.push({ name: fileName, json });
    return fileName;
  };
  const named = pages.map((page, number): CompactPage => [...page, addFragment("page", String(number), pageTexts[number]), sections[number] as Section[]]);

  const engine = index.engine.toJSON();
  const entries = (engine.index as unknown as TermEntry[]).map(packEntry);
  const terms = [...splitTermEntries(entries, termFragmentBytes)].map(([key, group]) => [key, addFragment("terms", key, group)] as const);
  const fieldLength = engine.fieldLength as unknown as Record<string, number[]>;
  const statistics: EngineStatistics = {
    documentCount: engine.documentCount,
    fieldIds: engine.fieldIds,
    averageFieldLength: engine.averageFieldLength,
    fieldLength: index.records.map((_, n) => fieldLength[n] ?? []),
  };
  const base: IndexBase = { format: LOCAL_INDEX_FORMAT, indexName: index.name, pages: named, statistics, terms, synonyms: index.synonyms };
  // The sections keep only what the record builder's order implies: a record they cannot say stops the build here.
  placeRecords(base).forEach((place, n) => {
    const record = index.records[n] as SearchRecord;
    const placed = `${place.type} ${place.anchor} ${place.suffix} ${place.position}`;
    if (placed !== `${record.type} ${record.anchor} ${record.objectID.slice(record.objectID.lastIndexOf(":") + 1)} ${record.weight.position}`) {
      throw new Error(`The search record ${record.objectID} is out of its page's order (read back as ${placed}); records must be built page by page, headings before their text`);
    }
  });
  return { base, fragments };
}

/** Every record's place, numbered as MiniSearch numbered them (page by page, in order). */
export function placeRecords(base: IndexBase): RecordPlace[] {
  const places: RecordPlace[] = [];
  base.pages.forEach((compact, page) => {
    let position = 0;
    for (const [level, anchor, texts] of compact[7]) {
      const type = `lvl${level}` as RecordType;
      places.push({ page, type, anchor, suffix: type, position: position++ });
      for (let text = 0; text < texts; text += 1) places.push({ page, type: "content", anchor, suffix: `c${text}`, position: position++ });
    }
  });
  return places;
}

const isArrayOf = (value: unknown, check: (item: unknown) => boolean): boolean => Array.isArray(value) && value.every(check);

/** Reads a base file; throws when the data is not one this code wrote. */
export function readIndexBase(data: unknown): IndexBase {
  const value = data as Partial<IndexBase> | null;
  const statistics = value?.statistics;
  const wellFormed =
    value &&
    value.format === LOCAL_INDEX_FORMAT &&
    typeof value.indexName === "string" &&
    isArrayOf(value.pages, (page) => Array.isArray(page) && page.length === 8 && typeof page[6] === "string" && isArrayOf(page[7], (section) => Array.isArray(section) && section.length === 3)) &&
    isArrayOf(value.terms, (entry) => Array.isArray(entry) && typeof entry[0] === "string" && typeof entry[1] === "string") &&
    Array.isArray(value.synonyms) &&
    statistics &&
    statistics.documentCount === (value.pages ?? []).reduce((sum, page) => sum + page[7].reduce((count, section) => count + 1 + section[2], 0), 0) &&
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

/** Reads a page's text fragment; throws unless it holds one entry for each of the page's `count` records. */
export function readPageFragment(data: unknown, name: string, count: number): RecordText[] {
  if (!isArrayOf(data, Array.isArray) || (data as unknown[]).length !== count) throw new Error(`The search index fragment ${name} has an unknown format`);
  return data as RecordText[];
}

/** The engine over the base's statistics and the postings loaded so far. */
export function createEngine(base: IndexBase, entries: readonly TermEntry[]): MiniSearch<IndexedDocument> {
  const { statistics } = base;
  const count = statistics.documentCount;
  const numbered = <T>(value: (n: number) => T): Record<number, T> => Object.fromEntries(Array.from({ length: count }, (_, n) => [n, value(n)]));
  return MiniSearch.loadJS(
    {
      documentCount: count,
      nextId: count,
      documentIds: numbered((n) => n),
      fieldIds: statistics.fieldIds,
      fieldLength: numbered((n) => statistics.fieldLength[n] ?? []),
      averageFieldLength: statistics.averageFieldLength,
      storedFields: {},
      dirtCount: 0,
      index: entries as never,
      serializationVersion: 2,
    },
    INDEX_OPTIONS,
  );
}

/** A record from its place, with its text and lower headings when its page's fragment is given (null until then). */
export function expandRecord(base: IndexBase, place: RecordPlace, texts: readonly RecordText[] | undefined): SearchRecord {
  const { page, type, anchor, suffix, position } = place;
  const [lvl0, lvl1, path, language, tag, keywords] = base.pages[page] as CompactPage;
  const [content = null, ...levels] = texts?.[position] ?? [null];
  const hierarchy: SearchHierarchy = { lvl0, lvl1, lvl2: levels[0] ?? null, lvl3: levels[1] ?? null, lvl4: levels[2] ?? null, lvl5: levels[3] ?? null, lvl6: levels[4] ?? null };
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
    weight: { pageRank: 0, level: LEVEL_WEIGHT[type], position },
  };
}

/** How many records a page has. */
export const recordCount = (page: CompactPage): number => page[7].reduce((count, section) => count + 1 + section[2], 0);

/** An index read whole from its files (tests, benchmarks): every fragment given. */
export function loadLocalIndex(files: { readonly base: unknown; readonly fragment: (name: string) => unknown }): LocalIndex {
  const base = readIndexBase(files.base);
  const entries = base.terms.flatMap(([, name]) => readTermFragment(files.fragment(name), name));
  const texts = base.pages.map((page) => readPageFragment(files.fragment(page[6]), page[6], recordCount(page)));
  const records = placeRecords(base).map((place) => expandRecord(base, place, texts[place.page]));
  return { name: base.indexName, engine: createEngine(base, entries), records, synonyms: base.synonyms };
}
