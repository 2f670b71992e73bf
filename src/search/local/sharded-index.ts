// The index as the browser holds it: the base, plus the fragments that queries needed so far, each fetched once per
// session; a query first loads the postings of its words, ranks, then loads the text of the pages it shows.
import type MiniSearch from "minisearch";
import { planQuery } from "../language";
import type { SearchRecord, SearchRequest, SearchResponse } from "../types";
import type { IndexedDocument, LocalIndex } from "./engine";
import { answerRankedSearch, candidatesOnPage, queryText, rankLocalIndex } from "./search";
import {
  createEngine,
  engineStateOf,
  expandRecord,
  placeRecords,
  readPageFragment,
  readTermFragment,
  readVocabularyFragment,
  recordCount,
  type IndexBase,
  type RecordText,
} from "./index-file";
import { withCorrections } from "./ranking";
import { lookedUpTerms } from "./query-terms";
import { typoLetters } from "./typos";
import { shardsForTerms, type TermEntry } from "./shards";
import { layoutOf, recordsIn, toRecordPostings, type RecordPostings } from "./record-postings";

/** Fetches and parses one fragment by its file name; rejects with the cause when it cannot. */
export type FragmentLoader = (name: string) => Promise<unknown>;

export type ShardedIndex = {
  /** Answers one request, loading the fragments it needs first. */
  search(request: SearchRequest): Promise<SearchResponse>;
  /** The fragments loaded so far (for tests and the benchmark). */
  loadedFragments(): string[];
};

/** Loads each key once; a failed load is forgotten, so the next search tries again. */
function onceEach<K, V>(load: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const loading = new Map<K, Promise<V>>();
  return (key) => {
    let promise = loading.get(key);
    if (!promise) {
      const started = load(key);
      promise = started;
      loading.set(key, started);
      started.catch(() => {
        if (loading.get(key) === started) loading.delete(key);
      });
    }
    return promise;
  };
}

export function openShardedIndex(base: IndexBase, loadFragment: FragmentLoader): ShardedIndex {
  const keys = base.terms.map(([key]) => key);
  const fileOfKey = new Map(base.terms);
  const fileOfLetter = new Map(base.vocabulary);
  const places = placeRecords(base);
  const shapes = places.map((place) => place.shape);
  const layout = layoutOf(places);
  // Records are made when a search first meets them, with their page's text once it is loaded.
  const pageTexts: (readonly RecordText[] | undefined)[] = [];
  const records: (SearchRecord | undefined)[] = [];
  const recordAt = (n: number): SearchRecord | undefined => {
    const place = places[n];
    if (!place) return undefined;
    return (records[n] ??= expandRecord(base, place, pageTexts[place.page]));
  };
  const firstRecordOfPage: number[] = [];
  places.forEach(({ page }, n) => (firstRecordOfPage[page] ??= n));
  const loaded: string[] = [];

  const postings = new Map<string, readonly TermEntry[]>();
  const loadTerms = onceEach(async (key: string) => {
    const name = fileOfKey.get(key) as string;
    const entries = readTermFragment(await loadFragment(name), name);
    postings.set(key, entries);
    loaded.push(name);
  });
  const vocabulary = new Map<string, readonly string[]>();
  const loadWords = onceEach(async (letter: string) => {
    const name = fileOfLetter.get(letter);
    if (!name) return;
    vocabulary.set(letter, readVocabularyFragment(await loadFragment(name), name));
    loaded.push(name);
  });
  const loadPage = onceEach(async (page: number) => {
    const compact = base.pages[page] as IndexBase["pages"][number];
    const name = compact[6];
    const texts = readPageFragment(await loadFragment(name), name, recordCount(compact));
    pageTexts[page] = texts;
    const first = firstRecordOfPage[page] ?? 0;
    for (let n = first; n < first + texts.length; n += 1) records[n] = undefined;
    loaded.push(name);
  });

  // The engine holds the postings of `engineKeys`: made on the first search, and made again when a search needs a
  // fragment loaded since, or every record (a query without words lists them all). It knows only the records its
  // postings hold, unless it must list them all: the base's state for every record is the costliest part to make.
  type Engine = {
    readonly engine: MiniSearch<IndexedDocument>;
    readonly postings: RecordPostings;
    readonly everyRecord: boolean;
  };
  let engine: Engine | null = null;
  let engineKeys = new Set<string>();
  const engineFor = (needed: readonly string[], everyRecord: boolean): Engine => {
    if (engine && (engine.everyRecord || !everyRecord) && needed.every((key) => engineKeys.has(key))) return engine;
    engineKeys = new Set(postings.keys());
    const entries = [...postings.values()].flat();
    const state = engineStateOf(base, everyRecord ? undefined : recordsIn(entries, places.length));
    engine = {
      engine: createEngine(state, entries),
      postings: toRecordPostings(entries, base.statistics.fieldIds, layout),
      everyRecord,
    };
    return engine;
  };

  return {
    async search(request) {
      const planned = planQuery(queryText(request), base.synonyms);
      // The words' own postings and the word lists their typos are corrected from load together; the postings of
      // the corrections, mostly in the same fragments, follow.
      const letters = [...new Set(planned.flatMap((unit) => (unit.alternatives[0] ?? []).flatMap(typoLetters)))];
      await Promise.all([...shardsForTerms(keys, lookedUpTerms(planned)).map(loadTerms), ...letters.map(loadWords)]);
      const units = withCorrections(planned, (letter) => vocabulary.get(letter) ?? []);
      const needed = shardsForTerms(keys, lookedUpTerms(units));
      await Promise.all(needed.map(loadTerms));
      const loadedEngine = engineFor(needed, units.length === 0);
      const index: LocalIndex = {
        name: base.indexName,
        engine: loadedEngine.engine,
        postings: () => loadedEngine.postings,
        records: [],
        recordAt,
        synonyms: base.synonyms,
        vocabulary,
        shapes,
      };
      const ranked = rankLocalIndex(index, request, units);
      const pages = new Set(candidatesOnPage(ranked).map((candidate) => places[candidate.n]?.page as number));
      await Promise.all([...pages].map(loadPage));
      return answerRankedSearch(ranked, recordAt);
    },
    loadedFragments: () => [...loaded],
  };
}
