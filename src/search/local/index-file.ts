// The index file's format: pages and records in a compact table beside the MiniSearch index, written and read back.
import MiniSearch from "minisearch";
import type { SynonymTable } from "../language";
import { LEVEL_WEIGHT, type RecordType, type SearchHierarchy, type SearchRecord } from "../types";
import { INDEX_OPTIONS, type LocalIndex } from "./engine";

/** Bumped when the file's shape changes, so an old index file is refused instead of misread. */
export const LOCAL_INDEX_FORMAT = 2;

/** A page once per file: lvl0, lvl1 (title), path, language, version tag, keywords. */
type CompactPage = [string, string, string, string, string, string[] | null];
/** A record: page number, type, anchor, content, id suffix, then lvl2…lvl6 (trailing nulls left out). */
type CompactRecord = [number, RecordType, string | null, string | null, string, ...Array<string | null>];

/**
 * The index file: pages and records in a compact table (hierarchy and urls written once per page, not per record),
 * and the MiniSearch inverted index over record numbers.
 */
export type SerializedLocalIndex = {
  readonly format: typeof LOCAL_INDEX_FORMAT;
  readonly indexName: string;
  readonly pages: readonly CompactPage[];
  readonly records: readonly CompactRecord[];
  readonly index: ReturnType<MiniSearch["toJSON"]>;
  /** The synonym groups queries are expanded with, normalised. */
  readonly synonyms: SynonymTable;
};
const suffixOf = (record: SearchRecord): string => record.objectID.slice(record.objectID.lastIndexOf(":") + 1);

export function serializeLocalIndex(index: LocalIndex): SerializedLocalIndex {
  const pages: CompactPage[] = [];
  const pageNumber = new Map<string, number>();
  const records = index.records.map((record): CompactRecord => {
    const { hierarchy } = record;
    const key = `${record.url_without_anchor}\n${hierarchy.lvl0}\n${hierarchy.lvl1}`;
    let page = pageNumber.get(key);
    if (page === undefined) {
      page = pages.length;
      pageNumber.set(key, page);
      pages.push([hierarchy.lvl0, hierarchy.lvl1, record.url_without_anchor, record.language, record.docusaurus_tag, null]);
    }
    if (record.keywords) (pages[page] as CompactPage)[5] = [...record.keywords];
    const levels = [hierarchy.lvl2, hierarchy.lvl3, hierarchy.lvl4, hierarchy.lvl5, hierarchy.lvl6];
    while (levels.length > 0 && levels[levels.length - 1] === null) levels.pop();
    return [page, record.type, record.anchor, record.content, suffixOf(record), ...levels];
  });
  return { format: LOCAL_INDEX_FORMAT, indexName: index.name, pages, records, index: index.engine.toJSON(), synonyms: index.synonyms };
}

/** Rebuilds full records from the compact table (positions counted per page, as the builder counts them). */
function expandRecords(pages: readonly CompactPage[], compact: readonly CompactRecord[]): SearchRecord[] {
  const positions = new Map<number, number>();
  return compact.map(([page, type, anchor, content, suffix, ...levels]) => {
    const [lvl0, lvl1, path, language, tag, keywords] = pages[page] ?? ["", "", "/", "en", "", null];
    const position = positions.get(page) ?? 0;
    positions.set(page, position + 1);
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
  });
}

/** Loads a serialised index; throws when the data is not one this code wrote. */
export function loadLocalIndex(data: unknown): LocalIndex {
  const value = data as Partial<SerializedLocalIndex> | null;
  if (!value || value.format !== LOCAL_INDEX_FORMAT || typeof value.indexName !== "string" || !value.index || !Array.isArray(value.pages) || !Array.isArray(value.records) || !Array.isArray(value.synonyms)) {
    throw new Error("The search index file has an unknown format");
  }
  return { name: value.indexName, engine: MiniSearch.loadJS(value.index, INDEX_OPTIONS), records: expandRecords(value.pages, value.records), synonyms: value.synonyms };
}
