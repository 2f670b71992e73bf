// `gatsby develop` serves the local search index from memory, built from the same query as the production index
// whenever the browser asks for its base, so search follows every edit.
import fs from "fs";
import path from "path";
import { siteConfig } from "../../config/site";
import { toLocalIndexUrl } from "../config";
import { toIndexFragmentsFolder } from "../local";
import { buildLocalIndexFiles } from "./local-index-file";
import { toSearchRecords } from "./records";
import type { GraphqlRunner } from "./site-index";
import { SEARCH_SOURCE_QUERY, toRecordsInput, type SearchSourceData } from "./source";
import type { SynonymGroups } from "../language";

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
      if (result.errors || !result.data)
        throw new Error(`The search sources query failed: ${JSON.stringify(result.errors)}`);
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
    const response = await fetch(`${origin}/___graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query }),
    });
    return (await response.json()) as { errors?: unknown; data?: unknown };
  };
}

type DevRequest = { protocol: string; params: Record<string, string>; get(header: string): string | undefined };
type DevResponse = {
  status(code: number): DevResponse;
  type(mediaType: string): DevResponse;
  send(body: string): void;
  end(): void;
};
type DevApp = { get(route: string, handler: (request: DevRequest, response: DevResponse) => void): unknown };

/**
 * Adds the index's routes to the develop server; a production build's copy in public/
 * would be served first, so it goes.
 */
export function serveDevelopIndex(app: DevApp, synonyms: SynonymGroups, publicDir: string): void {
  const index = createDevelopIndex(synonyms);
  fs.rmSync(path.join(publicDir, ...index.baseUrl.split("/").filter(Boolean)), { force: true });
  fs.rmSync(path.join(publicDir, ...index.fragmentsFolder.split("/").filter(Boolean)), {
    recursive: true,
    force: true,
  });
  app.get(index.baseUrl, (request, response) => {
    index.rebuild(developGraphql(`${request.protocol}://${request.get("host") ?? ""}`)).then(
      (json) => response.type("application/json").send(json),
      (error: Error) => response.status(500).type("text/plain").send(error.message),
    );
  });
  app.get(`${index.fragmentsFolder}:name`, (request, response) => {
    const json = index.fragment(request.params.name ?? "");
    if (json === null) response.status(404).end();
    else response.type("application/json").send(json);
  });
}
