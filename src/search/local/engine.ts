// The MiniSearch index over the records: which fields are searched and how words become index terms.
import MiniSearch, { type Options } from "minisearch";
import { compileSynonyms, toIndexTerms, type SynonymGroups, type SynonymTable } from "../language";
import { normalizeTerm, tokenizeForIndex, tokenizeQuery } from "../text";
import { HIERARCHY_LEVELS, type HierarchyLevel, type SearchRecord } from "../types";
import { toVocabulary } from "./typos";
import { shapeOf, type RecordShape } from "./ranking";
import { layoutOf, toRecordPostings, type RecordPostings } from "./record-postings";
import type { TermEntry } from "./shards";

const SEARCHED_FIELDS = [...HIERARCHY_LEVELS, "content", "keywords", "lead"];

export type IndexedDocument = { readonly i: number; readonly record: SearchRecord };

const extractField = (document: IndexedDocument, field: string): unknown => {
  if (field === "i") return document.i;
  const { record } = document;
  if (field.startsWith("lvl")) return record.hierarchy[field as HierarchyLevel] ?? undefined;
  if (field === "keywords") return record.keywords?.join(" ");
  if (field === "lead") return record.lead;
  return record.content ?? undefined;
};
export const INDEX_OPTIONS: Options<IndexedDocument> = {
  idField: "i",
  fields: SEARCHED_FIELDS,
  storeFields: [],
  extractField: extractField as Options<IndexedDocument>["extractField"],
  tokenize: tokenizeForIndex,
  // Each word is indexed as written and as its stem, so "authenticate" finds "authentication" and prefixes still work.
  processTerm: (term) => toIndexTerms(term),
  searchOptions: { tokenize: tokenizeQuery, processTerm: (term) => normalizeTerm(term) || null },
};

export type LocalIndex = {
  readonly name: string;
  readonly engine: MiniSearch<IndexedDocument>;
  readonly records: readonly SearchRecord[];
  /** Makes record n when first asked for (an index read from its files); `records` is read where it is left out. */
  readonly recordAt?: (n: number) => SearchRecord | undefined;
  readonly synonyms: SynonymTable;
  /** The plain words of the index by first letter, where typos are corrected from. */
  readonly vocabulary: ReadonlyMap<string, readonly string[]>;
  /** Each record's shape as the index files give it (read from the record itself when left out). */
  readonly shapes?: readonly RecordShape[];
  /** The postings as record lists, read when a search first needs them. */
  readonly postings: () => RecordPostings;
};

/**
 * INDEX_OPTIONS' processTerm for one build of an index: each distinct word is normalised and stemmed once, and every
 * index term it gives is noted, so the index's terms are known without serialising it.
 */
export function indexTermsOnce(): { readonly processTerm: (term: string) => string[]; readonly terms: Set<string> } {
  const known = new Map<string, string[]>();
  const terms = new Set<string>();
  const processTerm = (term: string): string[] => {
    let indexTerms = known.get(term);
    if (indexTerms === undefined) {
      indexTerms = toIndexTerms(term);
      known.set(term, indexTerms);
      for (const indexTerm of indexTerms) terms.add(indexTerm);
    }
    return indexTerms;
  };
  return { processTerm, terms };
}

/** Builds the index at build time (and in tests and benchmarks). */
export function createLocalIndex(
  records: readonly SearchRecord[],
  name: string,
  synonyms: SynonymGroups = [],
): LocalIndex {
  const { processTerm, terms } = indexTermsOnce();
  const engine = new MiniSearch<IndexedDocument>({ ...INDEX_OPTIONS, processTerm });
  engine.addAll(records.map((record, i) => ({ i, record })));
  let postings: RecordPostings | null = null;
  const readPostings = (): RecordPostings => {
    if (!postings) {
      const { index, fieldIds } = engine.toJSON();
      const layout = layoutOf(records.map(({ url_without_anchor: page, anchor, type }) => ({ page, anchor, type })));
      postings = toRecordPostings(index as unknown as TermEntry[], fieldIds, layout);
    }
    return postings;
  };
  // Shapes are worked out for searches only: the build reads this index to write its files, which do not need them.
  let shapes: readonly RecordShape[] | null = null;
  return {
    name,
    engine,
    records,
    synonyms: compileSynonyms(synonyms),
    vocabulary: toVocabulary(terms),
    get shapes() {
      return (shapes ??= records.map(shapeOf));
    },
    postings: readPostings,
  };
}
