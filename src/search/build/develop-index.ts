// `gatsby develop` serves the local search index from memory, built from the same query as the production index
// whenever the browser asks for its base, so search follows every edit.
import { siteConfig } from "../../config/site";
import { toLocalIndexUrl } from "../config";
import { toIndexFragmentsFolder } from "../local";
import { buildLocalIndexFiles } from "./local-index-file";
import { toSearchRecords } from "./records";
import { SEARCH_SOURCE_QUERY, toRecordsInput, type SearchSourceData } from "./source";
import type { SynonymGroups } from "../language";

type GraphqlRunner = (query: string) => Promise<{ errors?: unknown; data?: unknown }>;

export type DevelopIndex = {
  /** The base file's URL and its fragments' folder, as the browser requests them. */
  readonly baseUrl: string;
  readonly fragmentsFolder: string;
  /** Builds the index anew through `graphql` and returns the base's JSON; its fragments are kept for `fragment`. */
  rebuild(graphql: GraphqlRunner): Promise<string>;
  /** A fragment of the latest build by file name, or null. */
  fragment(name: string): string | null;
};

export function createDevelopIndex(synonyms: SynonymGroups): DevelopIndex {
  const baseUrl = toLocalIndexUrl(siteConfig.search.localIndexPath, siteConfig.search.defaultIndexName);
  let fragments = new Map<string, string>();
  return {
    baseUrl,
    fragmentsFolder: toIndexFragmentsFolder(baseUrl),
    async rebuild(graphql) {
      const result = await graphql(SEARCH_SOURCE_QUERY);
      if (result.errors || !result.data) throw new Error(`The search sources query failed: ${JSON.stringify(result.errors)}`);
      const records = toSearchRecords(toRecordsInput(result.data as SearchSourceData));
      const files = buildLocalIndexFiles(records, siteConfig.search.defaultIndexName, synonyms);
      fragments = new Map(files.fragments.map((file) => [file.name, file.json]));
      return JSON.stringify(files.base);
    },
    fragment: (name) => fragments.get(name) ?? null,
  };
}

/** Runs a query against the develop server's own GraphQL endpoint (the one GraphiQL uses). */
export function developGraphql(origin: string): GraphqlRunner {
  return async (query) => {
    const response = await fetch(`${origin}/___graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query }) });
    return (await response.json()) as { errors?: unknown; data?: unknown };
  };
}
