// The offline search engine for tests, benchmarks and the build: build an index, read its files, answer requests in
// Algolia's shape. The browser loads the narrower ./reader.
export { createLocalIndex, type LocalIndex } from "./engine";
export {
  LOCAL_INDEX_FORMAT,
  loadLocalIndex,
  readIndexBase,
  toIndexFragmentsFolder,
  type IndexBase,
  type IndexFiles,
  type IndexFragment,
} from "./index-file";
export { openShardedIndex, type FragmentLoader, type ShardedIndex } from "./sharded-index";
export {
  answerRankedSearch,
  candidatesOnPage,
  queryText,
  rankLocalIndex,
  searchLocalIndex,
  type RankedSearch,
} from "./search";
export { toFacetPredicate } from "./facets";
export { typoBudget } from "./typos";
