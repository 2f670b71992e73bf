// The offline search engine's entry: build an index, write and read its files, answer requests in Algolia's shape.
export { createLocalIndex, type LocalIndex } from "./engine";
export { LOCAL_INDEX_FORMAT, loadLocalIndex, readIndexBase, serializeLocalIndex, toIndexFragmentsFolder, type IndexBase, type IndexFiles, type IndexFragment } from "./index-file";
export { openShardedIndex, type FragmentLoader, type ShardedIndex } from "./sharded-index";
export { answerRankedSearch, candidatesOnPage, queryText, rankLocalIndex, searchLocalIndex, type RankedSearch } from "./search";
export { toFacetPredicate } from "./facets";
export { fuzzyFor } from "./ranking";
