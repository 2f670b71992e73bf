// Sends the editors' synonyms to the Algolia index when the push is configured, so hosted search agrees with local.
import algoliasearch from "algoliasearch";
import { IRREGULAR_FORMS, type SynonymGroups } from "../language";
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

/** The irregular verb forms the local stemmer reads as their verb ("kept", "keep"): Algolia's plurals stop at nouns. */
const toAlgoliaVerbForms = (): AlgoliaSynonym[] =>
  Object.entries(IRREGULAR_FORMS).map(([form, verb]) => ({
    objectID: `verb-${form}`,
    type: "synonym",
    synonyms: [form, verb],
  }));

/** Everything the push sends: the editors' table, then the verb forms. */
export const algoliaSynonymsFor = (groups: SynonymGroups): AlgoliaSynonym[] => [
  ...toAlgoliaSynonyms(groups),
  ...toAlgoliaVerbForms(),
];

/**
 * Replaces the index's synonyms with the table and the verb forms (groups removed from the file disappear from the
 * index too), through the same hosts as the records' push; answers how many of the table's groups went.
 */
export async function pushAlgoliaSynonyms(push: AlgoliaPushSettings, groups: SynonymGroups): Promise<number> {
  const client = algoliasearch(push.appId, push.adminKey, toAlgoliaClientOptions(push));
  await client.initIndex(push.indexName).saveSynonyms(
    algoliaSynonymsFor(groups).map((synonym) => ({ ...synonym, synonyms: [...synonym.synonyms] })),
    { replaceExistingSynonyms: true },
  );
  return groups.length;
}
