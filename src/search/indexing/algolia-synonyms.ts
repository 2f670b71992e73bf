// Sends the editors' synonyms to the Algolia index when the push is configured, so hosted search agrees with local.
import algoliasearch from "algoliasearch";
import type { SynonymGroups } from "../language";
import { toAlgoliaClientOptions, type AlgoliaPushSettings } from "./algolia";

/** A multi-way synonym as Algolia stores it; the id comes from the group's first term, so a rebuild replaces it. */
export type AlgoliaSynonym = {
  readonly objectID: string;
  readonly type: "synonym";
  readonly synonyms: readonly string[];
};

export function toAlgoliaSynonyms(groups: SynonymGroups): AlgoliaSynonym[] {
  return groups.map((group) => ({
    objectID: `synonym-${(group[0] ?? "").toLowerCase().replace(/[^a-z0-9]+/g, "-")}`,
    type: "synonym",
    synonyms: [...group],
  }));
}

/**
 * Replaces the index's synonyms with the table (groups removed from the file disappear from the index too), through
 * the same hosts as the records' push.
 */
export async function pushAlgoliaSynonyms(push: AlgoliaPushSettings, groups: SynonymGroups): Promise<number> {
  const client = algoliasearch(push.appId, push.adminKey, toAlgoliaClientOptions(push));
  const synonyms = toAlgoliaSynonyms(groups);
  await client.initIndex(push.indexName).saveSynonyms(
    synonyms.map((synonym) => ({ ...synonym, synonyms: [...synonym.synonyms] })),
    { replaceExistingSynonyms: true },
  );
  return synonyms.length;
}
