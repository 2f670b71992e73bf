// The engine code the browser loads (in the search worker, or on the main thread where no worker starts): reading the
// index's base and answering queries from the fragments it fetches; nothing of building or writing an index.
export { readIndexBase, toIndexFragmentsFolder } from "./index-file";
export { openShardedIndex } from "./sharded-index";
