// The index as the browser holds it: the base, plus the fragments that queries needed so far, each fetched once per
// session; a query loads the postings of its words and ranks; the text of the pages it shows can follow.
import type MiniSearch from "minisearch";
import { planQuery } from "../language";
import { SupersededSearch } from "../errors";
import type { SearchRecord, SearchRequest, SearchResponse } from "../types";
import type { IndexedDocument, LocalIndex } from "./engine";
import { answerRankedSearch, candidatesOnPage, queryText, rankLocalIndex, type RankedSearch } from "./search";
import {
  createEngine,
  engineStateOf,
  expandRecord,
  placeRecords,
  readPageFragment,
  readTermFragment,
  recordCount,
  type IndexBase,
  type RecordText,
  type TermFragment,
} from "./index-file";
import { withCorrections } from "./ranking";
import { lookedUpTerms } from "./query-terms";
import { needsSwappedLetter, toVocabulary, typoBudget } from "./typos";
import { shardsForTerms } from "./shards";
import { layoutOf, recordsIn, toRecordPostings, type RecordPostings } from "./record-postings";

/** Fetches and parses one fragment by its file name; rejects with the cause when it cannot. */
export type FragmentLoader = (name: string) => Promise<unknown>;

export type SearchOptions = {
  /**
   * Whether the answer waits for the text of the pages its hits are on (the default). Without it the answer comes as
   * soon as the search is ranked: hits whose page text is not loaded yet have no content, and `textPending` says so.
   */
  readonly withText?: boolean;
  /** Asked before its fragments load and before it is ranked: true when a newer search made it useless, which stops. */
  readonly superseded?: () => boolean | Promise<boolean>;
};

export type ShardedIndex = {
  /** Answers one request, loading the fragments it needs first. */
  search(request: SearchRequest, options?: SearchOptions): Promise<SearchResponse>;
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

/** Rankings kept for the answer with text that follows an answer without: the same request is not ranked twice. */
const KEPT_RANKINGS = 8;

export function openShardedIndex(base: IndexBase, loadFragment: FragmentLoader): ShardedIndex {
  const keys = base.terms.map(([key]) => key);
  const fileOfKey = new Map(base.terms);
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

  const fragments = new Map<string, TermFragment>();
  const loadTerms = onceEach(async (key: string) => {
    const name = fileOfKey.get(key) as string;
    fragments.set(key, readTermFragment(await loadFragment(name), name));
  });
  // The words typos are corrected to, by first letter: the terms of every fragment of that letter.
  const vocabulary = new Map<string, readonly string[]>();
  const loadWords = onceEach(async (letter: string) => {
    const letterKeys = keys.filter((key) => key.startsWith(letter));
    await Promise.all(letterKeys.map(loadTerms));
    const words = toVocabulary(letterKeys.flatMap((key) => fragments.get(key)?.terms ?? []));
    vocabulary.set(letter, words.get(letter) ?? []);
  });
  const loadPage = onceEach(async (page: number) => {
    const compact = base.pages[page] as IndexBase["pages"][number];
    const name = compact[6];
    const texts = readPageFragment(await loadFragment(name), name, recordCount(compact));
    pageTexts[page] = texts;
    const first = firstRecordOfPage[page] ?? 0;
    for (let n = first; n < first + texts.length; n += 1) records[n] = undefined;
  });

  // The engine holds the postings of `engineKeys`: made on the first search, and made again, from the fragments that
  // search looks up, when it needs one the engine lacks or every record (a query without words lists them all). It
  // knows only the records its postings hold, unless it must list them all: the base's state for every record is the
  // costliest part to make. Fragments loaded only for the words typos are corrected to stay out of it.
  type Engine = {
    readonly engine: MiniSearch<IndexedDocument>;
    readonly postings: RecordPostings;
    readonly everyRecord: boolean;
  };
  let engine: Engine | null = null;
  let engineKeys = new Set<string>();
  const engineFor = (needed: readonly string[], everyRecord: boolean): Engine => {
    if (engine && (engine.everyRecord || !everyRecord) && needed.every((key) => engineKeys.has(key))) return engine;
    engineKeys = new Set(needed);
    const entries = needed.flatMap((key) => fragments.get(key)?.entries() ?? []);
    const state = engineStateOf(base, everyRecord ? undefined : recordsIn(entries, places.length));
    engine = {
      engine: createEngine(state, entries),
      postings: toRecordPostings(entries, base.statistics.fieldIds, layout),
      everyRecord,
    };
    return engine;
  };

  const rankings = new Map<string, RankedSearch>();
  const rank = async (request: SearchRequest, superseded: SearchOptions["superseded"]): Promise<RankedSearch> => {
    const key = JSON.stringify(request);
    const kept = rankings.get(key);
    if (kept) return kept;
    const stopIfSuperseded = async (): Promise<void> => {
      if (await superseded?.()) throw new SupersededSearch("A newer search replaced this one");
    };
    await stopIfSuperseded();
    const planned = planQuery(queryText(request), base.synonyms);
    // The words' own postings and the words their typos are corrected to (all terms of their first letters) load
    // together; a word with nothing near it under its first letter then asks for its second letter's terms.
    const typed = [...new Set(planned.flatMap((unit) => unit.alternatives[0] ?? []))].filter((word) =>
      typoBudget(word),
    );
    const wordsOf = (letter: string): readonly string[] => vocabulary.get(letter) ?? [];
    await Promise.all([
      ...shardsForTerms(keys, lookedUpTerms(planned)).map(loadTerms),
      ...typed.map((word) => loadWords(word[0] as string)),
    ]);
    await Promise.all(
      typed
        .filter((word) => needsSwappedLetter(word, wordsOf(word[0] as string)))
        .map((word) => loadWords(word[1] as string)),
    );
    const units = withCorrections(planned, wordsOf);
    const needed = shardsForTerms(keys, lookedUpTerms(units));
    await Promise.all(needed.map(loadTerms));
    const loadedEngine = engineFor(needed, units.length === 0);
    // Asked once the engine is made (the next search will likely use it), before the ranking, which may be long.
    await stopIfSuperseded();
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
    rankings.set(key, ranked);
    if (rankings.size > KEPT_RANKINGS) rankings.delete(rankings.keys().next().value as string);
    return ranked;
  };

  return {
    async search(request, { withText = true, superseded } = {}) {
      const ranked = await rank(request, superseded);
      const pages = [...new Set(candidatesOnPage(ranked).map((candidate) => places[candidate.n]?.page as number))];
      if (withText) await Promise.all(pages.map(loadPage));
      const answer = answerRankedSearch(ranked, recordAt);
      return pages.every((page) => pageTexts[page]) ? answer : { ...answer, textPending: true };
    },
  };
}
