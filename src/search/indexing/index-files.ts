// Writes an index as the engine reads it (src/search/local/index-file.ts): a base and its fragments, at build time.
import { isDeepStrictEqual } from "util";
import type { LocalIndex } from "../local";
import {
  expandRecord,
  LOCAL_INDEX_FORMAT,
  placeRecords,
  type CompactPage,
  type EngineStatistics,
  type FragmentNamer,
  type IndexBase,
  type IndexFiles,
  type IndexFragment,
  type PageHead,
  type RecordText,
  type Section,
} from "../local/index-file";
import { packEntry } from "../local/postings";
import { shapeOf } from "../local/ranking";
import { splitTermEntries, type TermEntry } from "../local/shards";
import type { SearchRecord } from "../types";

/**
 * Packed postings above this size (JSON characters) are split by one more letter. A reader's first letter asks for all
 * of its terms (a prefix), so smaller fragments would only mean more requests until a letter is this large.
 */
export const TERM_FRAGMENT_BYTES = 250_000;

const withoutTrailingNulls = <T>(values: readonly (T | null)[]): (T | null)[] => {
  const kept = [...values];
  while (kept.length > 0 && kept[kept.length - 1] === null) kept.pop();
  return kept;
};

/** Writes an index as a base and its fragments; `name` gives each fragment its file name. */
export function serializeLocalIndex(
  index: LocalIndex,
  name: FragmentNamer,
  termFragmentBytes = TERM_FRAGMENT_BYTES,
): IndexFiles {
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
      pages.push([
        hierarchy.lvl0,
        hierarchy.lvl1,
        record.url_without_anchor,
        record.language,
        record.docusaurus_tag,
        null,
      ]);
      sections.push([]);
      pageTexts.push([]);
    }
    if (record.keywords) (pages[page] as PageHead)[5] = [...record.keywords];
    const pageSections = sections[page] as Section[];
    if (record.type === "content") {
      const last = pageSections[pageSections.length - 1];
      if (last) last[2] += 1;
    } else {
      const heading = record.type === "lvl1" ? null : hierarchy[record.type];
      pageSections.push([Number(record.type.slice(3)), record.anchor, 0, shapeOf(record).headingWords, heading]);
    }
    (pageTexts[page] as RecordText[]).push(withoutTrailingNulls([record.content, record.lead ?? null]) as RecordText);
  });

  const fragments: IndexFragment[] = [];
  const addFragment = (kind: "terms" | "page", key: string, value: unknown): string => {
    const json = JSON.stringify(value);
    const fileName = name(kind, key, json);
    fragments.push({ name: fileName, json });
    return fileName;
  };
  const named = pages.map((page, number): CompactPage => [
    ...page,
    addFragment("page", String(number), pageTexts[number]),
    sections[number] as Section[],
  ]);

  const engine = index.engine.toJSON();
  const entries = (engine.index as unknown as TermEntry[]).map(packEntry);
  const terms = [...splitTermEntries(entries, termFragmentBytes)].map(
    ([key, group]) => [key, addFragment("terms", key, group)] as const,
  );
  const fieldLength = engine.fieldLength as unknown as Record<string, number[]>;
  const statistics: EngineStatistics = {
    documentCount: engine.documentCount,
    fieldIds: engine.fieldIds,
    averageFieldLength: engine.averageFieldLength,
    fieldLength: index.records.map((_, n) => fieldLength[n] ?? []),
  };
  const base: IndexBase = {
    format: LOCAL_INDEX_FORMAT,
    indexName: index.name,
    pages: named,
    statistics,
    terms,
    synonyms: index.synonyms,
  };
  // The base keeps only what the record builder's order implies: a record it cannot give back stops the build here.
  placeRecords(base).forEach((place, n) => {
    const record = index.records[n] as SearchRecord;
    const given = expandRecord(base, place, pageTexts[place.page]);
    if (!isDeepStrictEqual({ ...given, weight: record.weight }, record) || record.weight.position !== place.position) {
      throw new Error(
        `The search record ${record.objectID} is out of its page's order (read back as ${JSON.stringify(given)}); ` +
          "records must be built page by page, headings before their text",
      );
    }
  });
  return { base, fragments };
}
