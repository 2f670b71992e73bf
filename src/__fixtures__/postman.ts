// Reads the endpoints the API pages document and the ones the Postman collection holds, so a test keeps them in step.

export type EndpointMap = ReadonlyMap<string, ReadonlySet<string>>;

const API_URL = /curl[^\n]*?"https:\/\/api\.cloudloop\.com\/([A-Za-z0-9]+\/[A-Za-z0-9]+)(?:\?([^"\s]*))?"/g;

/** Endpoint → query parameter names, from every `curl "https://api.cloudloop.com/…"` line of the given pages. */
export function readDocumentedEndpoints(pages: readonly string[]): EndpointMap {
  const endpoints = new Map<string, Set<string>>();
  for (const page of pages) {
    for (const match of page.matchAll(API_URL)) {
      const name = match[1] ?? "";
      const params = endpoints.get(name) ?? new Set<string>();
      for (const key of new URLSearchParams(match[2] ?? "").keys()) params.add(key);
      endpoints.set(name, params);
    }
  }
  return endpoints;
}

type PostmanItem = {
  name?: string;
  item?: PostmanItem[];
  request?: { url?: { host?: string[]; path?: string[]; query?: Array<{ key: string }> } | string };
};

/** The collection's requests name their host through the {{host}} variable (production by default, or the sandbox). */
export const HOST_VARIABLE = "{{host}}";

const isApiHost = (host: readonly string[] | undefined): boolean =>
  host?.join(".") === HOST_VARIABLE || host?.join(".") === "api.cloudloop.com";

/**
 * Endpoint → query parameter names, from every request of a Postman v2.1 collection that targets the Cloudloop API:
 * requests whose `url.host` is the `{{host}}` collection variable (the collection's form: production by default, or the
 * sandbox), or `api.cloudloop.com` written out. Requests on any other host, and string URLs, are ignored. Disabled
 * query parameters count too: they are part of the endpoint (e.g. `since`, left out of the first long-poll call). Pure:
 * it reads only its argument and returns a new map.
 */
export function readCollectionEndpoints(collection: { item?: PostmanItem[] }): EndpointMap {
  const endpoints = new Map<string, Set<string>>();
  const visit = (items: readonly PostmanItem[]): void => {
    for (const item of items) {
      if (item.item) visit(item.item);
      const url = item.request?.url;
      if (!url || typeof url === "string" || !isApiHost(url.host)) continue;
      const name = (url.path ?? []).join("/");
      const params = endpoints.get(name) ?? new Set<string>();
      for (const query of url.query ?? []) params.add(query.key);
      endpoints.set(name, params);
    }
  };
  visit(collection.item ?? []);
  return endpoints;
}

/** Plain object form for readable test failures: { "Data/GetThings": ["token"] }. */
export function toSortedRecord(endpoints: EndpointMap): Record<string, string[]> {
  return Object.fromEntries(
    [...endpoints.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([name, params]) => [name, [...params].sort()]),
  );
}
