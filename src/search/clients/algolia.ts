// The hosted client, loaded on first use: algoliasearch/lite as shipped (host retry and down time, timeouts, agent).
import type { AlgoliaSettings } from "../config";
import type { SearchClient, SearchRequest, SearchResponse } from "../types";

type LiteClient = {
  search(requests: readonly SearchRequest[]): Promise<{ results: SearchResponse[] }>;
  addAlgoliaAgent(segment: string, version?: string): void;
};

/** Creates the lite client lazily, so its code is fetched with the first search, not with the page. */
export function createAlgoliaClient(settings: AlgoliaSettings): SearchClient {
  const agents: Array<[string, string | undefined]> = [];
  let client: Promise<LiteClient> | null = null;
  const getClient = (): Promise<LiteClient> => {
    if (!client) {
      client = import("algoliasearch/lite").then(({ default: algoliasearch }) => {
        const options = settings.hosts
          ? { hosts: settings.hosts.map((host) => ({ url: host.url, protocol: host.protocol ?? "https" })) }
          : {};
        const created = algoliasearch(
          settings.appId,
          settings.searchKey,
          options as Parameters<typeof algoliasearch>[2],
        ) as unknown as LiteClient;
        for (const [segment, version] of agents) created.addAlgoliaAgent(segment, version);
        return created;
      });
      client.catch(() => {
        client = null;
      });
    }
    return client;
  };
  return {
    async search(requests) {
      return (await getClient()).search(requests);
    },
    addAlgoliaAgent(segment, version) {
      agents.push([segment, version]);
      void client?.then((created) => created.addAlgoliaAgent(segment, version)).catch(() => undefined);
    },
    async prefetch() {
      await getClient().catch(() => undefined);
    },
  };
}
