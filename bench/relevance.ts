// `npm run bench:relevance`: the search's relevance over the real docs, as the browser's index answers: the regression
// set (tuned on; floors in src/__fixtures__/search-relevance/floors.json) and the held-out set, whose figure is
// reported once per change and never tuned on. Writes bench/results/relevance.json.
import path from "path";
import { siteConfig } from "../src/config/site";
import { openShardedIndex } from "../src/search/local";
import { getSearchParams } from "../src/search/params";
import { toSearchRecords } from "../src/search/indexing/records";
import { readRecordsInput } from "../src/search/indexing/disk-source";
import { buildLocalIndexFiles } from "../src/search/indexing/local-index-file";
import { readSynonyms } from "../src/search/indexing/synonyms";
import {
  HELD_OUT_QUERIES,
  REGRESSION_QUERIES,
  type ReaderQuery,
} from "../src/__fixtures__/search-relevance/reader-queries";
import {
  formatRelevance,
  placeOf,
  summarizeRelevance,
  toSectionTrails,
} from "../src/__fixtures__/search-relevance/relevance-score";
import { writeBenchResults } from "./lib/results-file";

const root = path.join(__dirname, "..");

async function main(): Promise<void> {
  const records = toSearchRecords(readRecordsInput(path.join(root, "content", "docs"), root));
  const files = buildLocalIndexFiles(records, siteConfig.search.defaultIndexName, readSynonyms(root));
  const fragments = new Map(files.fragments.map((fragment) => [fragment.name, fragment.json]));
  const index = openShardedIndex(files.base, async (name) => JSON.parse(fragments.get(name) ?? "null"));
  const trails = toSectionTrails(records);
  const score = async (entries: readonly ReaderQuery[]) => {
    const scored = [];
    for (const entry of entries) {
      const { hits } = await index.search({
        indexName: siteConfig.search.defaultIndexName,
        params: { ...getSearchParams(10), query: entry.query },
      });
      scored.push({ entry, place: placeOf(hits, entry, trails), shown: hits.slice(0, 3).map((hit) => hit.url ?? "") });
    }
    return summarizeRelevance(scored);
  };
  const regression = await score(REGRESSION_QUERIES);
  const heldOut = await score(HELD_OUT_QUERIES);
  // The held-out set's misses are not printed: reading them while tuning would make it a second tuning set.
  console.log(formatRelevance("regression", regression));
  console.log(`held-out: ${heldOut.count} queries, top-1 ${heldOut.top1}, top-3 ${heldOut.top3}`);
  const figures = (set: typeof regression) => ({ queries: set.count, top1: set.top1, top3: set.top3 });
  console.log(
    `Wrote ${writeBenchResults("relevance.json", { regression: figures(regression), heldOut: figures(heldOut) })}`,
  );
}

void main();
