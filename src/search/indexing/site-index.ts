// The onPostBuild step: query the search sources, build the records once, write the local index into public/.
import path from "path";
import { siteConfig } from "../../config/site";
import { toSearchRecords } from "./records";
import { SEARCH_SOURCE_QUERY, toRecordsInput, type SearchSourceData } from "./source";
import { writeLocalIndexFile, type WrittenIndexFiles } from "./local-index-file";
import { readSynonyms } from "./synonyms";

/** Gatsby's `graphql` helper, as the build steps call it. */
export type GraphqlRunner = (query: string) => Promise<{ errors?: unknown; data?: unknown }>;

export type WrittenIndex = WrittenIndexFiles & { readonly records: number };

/** Throws (with the cause) when the query fails or an MDX body cannot be parsed. */
export async function writeSiteSearchIndex(
  graphql: GraphqlRunner,
  publicDir: string,
  projectRoot: string,
): Promise<WrittenIndex> {
  const result = await graphql(SEARCH_SOURCE_QUERY);
  if (result.errors || !result.data)
    throw new Error(`The search sources query failed: ${JSON.stringify(result.errors)}`);
  const records = toSearchRecords(toRecordsInput(result.data as SearchSourceData));
  const written = writeLocalIndexFile(
    records,
    publicDir,
    siteConfig.search.localIndexPath,
    siteConfig.search.defaultIndexName,
    readSynonyms(projectRoot),
  );
  return { ...written, file: path.relative(path.dirname(publicDir), written.file), records: records.length };
}
