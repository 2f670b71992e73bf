// Writes an index as the engine reads it (src/search/local/index-file.ts): a base and its fragments, at build time.
import type { LocalIndex } from "../local";
import {
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

/** Packed postings above this size (JSON characters) are split by one more letter, to keep fragments small. */
export const TERM_FRAGMENT_BYTES = 20_000;

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
      pageSections.push([Number(record.type.slice(3)), record.anchor, 0, shapeOf(record).headingWords]);
    }
    const levels = withoutTrailingNulls([
      hierarchy.lvl2,
      hierarchy.lvl3,
      hierarchy.lvl4,
      hierarchy.lvl5,
      hierarchy.lvl6,
      record.lead ?? null,
    ]);
    (pageTexts[page] as RecordText[]).push([record.content, ...levels]);
  });

  const fragments: IndexFragment[] = [];
  const addFragment = (kind: "terms" | "page" | "words", key: string, value: unknown): string => {
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
  const vocabulary = [...index.vocabulary].map(
    ([letter, words]) => [letter, addFragment("words", letter, words)] as const,
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
    vocabulary,
  };
  // The sections keep only what the record builder's order implies: a record they cannot say stops the build here.
  placeRecords(base).forEach((place, n) => {
    const record = index.records[n] as SearchRecord;
    const placed = `${place.type} ${place.anchor} ${place.suffix} ${place.position} ${JSON.stringify(place.shape)}`;
    if (
      placed !==
      `${record.type} ${record.anchor} ${record.objectID.slice(record.objectID.lastIndexOf(":") + 1)} ` +
        `${record.weight.position} ${JSON.stringify(shapeOf(record))}`
    ) {
      throw new Error(
        `The search record ${record.objectID} is out of its page's order (read back as ${placed}); ` +
          "records must be built page by page, headings before their text",
      );
    }
  });
  return { base, fragments };
}
