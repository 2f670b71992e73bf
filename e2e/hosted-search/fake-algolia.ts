// A fake Algolia application on 127.0.0.1 (indexing and search APIs, keys, errors, CORS) whose hosts can be told
// to fail, to test the client's retries.
import http from "http";
import type { AddressInfo } from "net";
import {
  createIndex,
  parseSearchParams,
  retrieve,
  searchIndex,
  type FakeIndex,
  type StoredObject,
} from "./fake-algolia-engine";

export type FakeAlgoliaKeys = { readonly appId: string; readonly searchKey: string; readonly adminKey: string };

/** One request as a host received it. */
export type LoggedRequest = {
  readonly host: string;
  readonly method: string;
  readonly path: string;
  /** The request's path and query as sent, for the line a browser test expects when the host refuses it. */
  readonly rawUrl: string;
  readonly query: URLSearchParams;
  readonly apiKey: string | null;
  readonly appId: string | null;
  readonly body: unknown;
  readonly status: number;
};

/** One change to an index, in the order applied: what the tests compare with what the build made. */
export type IndexWrite =
  | { readonly kind: "settings"; readonly index: string; readonly settings: Record<string, unknown> }
  | { readonly kind: "save"; readonly index: string; readonly object: StoredObject }
  | { readonly kind: "delete"; readonly index: string; readonly objectID: string }
  | {
      readonly kind: "synonyms";
      readonly index: string;
      readonly replace: boolean;
      readonly synonyms: Array<Record<string, unknown>>;
    };

export type FakeAlgoliaApp = FakeAlgoliaKeys & {
  readonly indices: Map<string, FakeIndex>;
  readonly writes: IndexWrite[];
  /** Every request to any host, in order. */
  readonly requests: LoggedRequest[];
};

export type Behaviour = "ok" | "503" | "reset";

export type FakeHost = {
  /** "http://127.0.0.1:1234": the form GATSBY_ALGOLIA_HOSTS and ALGOLIA_HOSTS take. */
  readonly origin: string;
  /** What the host does with the next requests: answer, fail with 503, or drop the connection. */
  behaviour: Behaviour;
  /** The requests this host received (before it failed them, when it did). */
  readonly requests: LoggedRequest[];
  close(): Promise<void>;
};

export const createFakeAlgoliaApp = (keys: FakeAlgoliaKeys): FakeAlgoliaApp => ({
  ...keys,
  indices: new Map(),
  writes: [],
  requests: [],
});

class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

type Access = "search" | "admin";
type Route = {
  readonly method: string;
  readonly pattern: RegExp;
  readonly access: Access;
  handle(app: FakeAlgoliaApp, match: string[], body: Record<string, unknown>, query: URLSearchParams): unknown;
};

let taskCounter = 0;
const task = (): { taskID: number; updatedAt: string } => ({
  taskID: (taskCounter += 1),
  updatedAt: new Date().toISOString(),
});

function existing(app: FakeAlgoliaApp, name: string): FakeIndex {
  const index = app.indices.get(name);
  if (!index) throw new ApiError(404, `Index ${name} does not exist`);
  return index;
}

function ensure(app: FakeAlgoliaApp, name: string): FakeIndex {
  const index = app.indices.get(name) ?? createIndex(name);
  app.indices.set(name, index);
  return index;
}

function search(
  app: FakeAlgoliaApp,
  indexName: string,
  params: string | undefined,
  body: Record<string, unknown> = {},
) {
  return searchIndex(existing(app, indexName), parseSearchParams(params, body), params ?? "");
}

/** The endpoints algoliasearch v4 calls for what this site does; anything else answers 400 so a test names it. */
const ROUTES: Route[] = [
  {
    method: "POST",
    pattern: /^\/1\/indexes\/\*\/queries$/,
    access: "search",
    handle: (app, _match, body) => {
      const requests = (body.requests ?? []) as Array<{ indexName: string; params?: string } & Record<string, unknown>>;
      return { results: requests.map(({ indexName, params, ...rest }) => search(app, indexName, params, rest)) };
    },
  },
  {
    method: "POST",
    pattern: /^\/1\/indexes\/([^/]+)\/query$/,
    access: "search",
    handle: (app, [name = ""], body) =>
      search(app, name, typeof body.params === "string" ? body.params : undefined, body),
  },
  {
    method: "GET",
    pattern: /^\/1\/indexes\/([^/]+)\/settings$/,
    access: "admin",
    handle: (app, [name = ""]) => existing(app, name).settings,
  },
  {
    method: "PUT",
    pattern: /^\/1\/indexes\/([^/]+)\/settings$/,
    access: "admin",
    handle: (app, [name = ""], body) => {
      const index = ensure(app, name);
      // Like Algolia, setSettings changes the settings it names and keeps the others.
      index.settings = { ...index.settings, ...body };
      app.writes.push({ kind: "settings", index: name, settings: body });
      return task();
    },
  },
  {
    method: "POST",
    pattern: /^\/1\/indexes\/([^/]+)\/batch$/,
    access: "admin",
    handle: (app, [name = ""], body) => {
      const index = ensure(app, name);
      const objectIDs: string[] = [];
      for (const { action, body: object } of (body.requests ?? []) as Array<{ action: string; body: StoredObject }>) {
        if (action === "updateObject" || action === "addObject") {
          if (typeof object.objectID !== "string") throw new ApiError(400, `${action} needs an objectID in this fake`);
          index.objects.set(object.objectID, object);
          app.writes.push({ kind: "save", index: name, object });
        } else if (action === "deleteObject") {
          index.objects.delete(object.objectID);
          app.writes.push({ kind: "delete", index: name, objectID: object.objectID });
        } else {
          throw new ApiError(400, `The fake Algolia host does not implement the batch action ${action}`);
        }
        objectIDs.push(object.objectID);
      }
      return { ...task(), objectIDs };
    },
  },
  {
    method: "POST",
    pattern: /^\/1\/indexes\/([^/]+)\/browse$/,
    access: "admin",
    handle: (app, [name = ""], body) => {
      // Every object in index order, with the attributes asked for; the fixture stays under Algolia's 1,000 a page, so
      // there is no cursor and browsing ends.
      const params = parseSearchParams(typeof body.params === "string" ? body.params : undefined, body);
      const index = existing(app, name);
      const attributes = Array.isArray(params.attributesToRetrieve) ? params.attributesToRetrieve.map(String) : ["*"];
      if (index.objects.size > 1000) throw new ApiError(400, "The fake Algolia host browses at most 1,000 objects");
      const hits = [...index.objects.values()].map((object) => retrieve(object, attributes));
      return { hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: 1000, query: "", params: "" };
    },
  },
  {
    method: "POST",
    pattern: /^\/1\/indexes\/([^/]+)\/synonyms\/batch$/,
    access: "admin",
    handle: (app, [name = ""], body, query) => {
      const index = ensure(app, name);
      const replace = query.get("replaceExistingSynonyms") === "1" || query.get("replaceExistingSynonyms") === "true";
      if (replace) index.synonyms.clear();
      const synonyms = (Array.isArray(body) ? body : []) as Array<Record<string, unknown>>;
      for (const synonym of synonyms) index.synonyms.set(String(synonym.objectID), synonym);
      app.writes.push({ kind: "synonyms", index: name, replace, synonyms });
      return task();
    },
  },
  {
    method: "GET",
    pattern: /^\/1\/indexes\/([^/]+)\/task\/(\d+)$/,
    access: "admin",
    // Every write is applied at once, so every task is already published.
    handle: () => ({ status: "published", pendingTask: false }),
  },
];

const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers": "*",
  "Access-Control-Allow-Methods": "GET, POST, PUT, DELETE, OPTIONS",
};

function answer(
  app: FakeAlgoliaApp,
  method: string,
  url: URL,
  apiKey: string | null,
  appId: string | null,
  body: unknown,
): { status: number; json: unknown } {
  try {
    const route = ROUTES.find((candidate) => candidate.method === method && candidate.pattern.test(url.pathname));
    if (!route) throw new ApiError(400, `The fake Algolia host does not implement ${method} ${url.pathname}`);
    if (appId !== app.appId || (apiKey !== app.adminKey && apiKey !== app.searchKey))
      throw new ApiError(403, "Invalid Application-ID or API key");
    if (route.access === "admin" && apiKey !== app.adminKey)
      throw new ApiError(403, "Method not allowed with this API key");
    const match = (route.pattern.exec(url.pathname) ?? []).slice(1).map(decodeURIComponent);
    return { status: 200, json: route.handle(app, match, (body ?? {}) as Record<string, unknown>, url.searchParams) };
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 500;
    return { status, json: { message: (error as Error).message, status } };
  }
}

/** Starts one host of the application on a free loopback port. */
export async function startFakeHost(app: FakeAlgoliaApp): Promise<FakeHost> {
  const requests: LoggedRequest[] = [];
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const host: FakeHost = {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    behaviour: "ok",
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  server.on("request", (request: http.IncomingMessage, response: http.ServerResponse) => {
    if (request.method === "OPTIONS") return void response.writeHead(204, CORS).end();
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString()));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://127.0.0.1");
      // The browser client sends its credentials in the query string, the Node client in headers.
      const header = (name: string): string | null => {
        const value = request.headers[name];
        return typeof value === "string" ? value : null;
      };
      const apiKey = header("x-algolia-api-key") ?? url.searchParams.get("x-algolia-api-key");
      const appId = header("x-algolia-application-id") ?? url.searchParams.get("x-algolia-application-id");
      let body: unknown = null;
      try {
        body = text ? (JSON.parse(text) as unknown) : null;
      } catch {
        body = text;
      }
      const log = (status: number): void => {
        const entry = {
          host: host.origin,
          method: request.method ?? "",
          path: url.pathname,
          rawUrl: request.url ?? "/",
          query: url.searchParams,
          apiKey,
          appId,
          body,
          status,
        };
        requests.push(entry);
        app.requests.push(entry);
      };
      if (host.behaviour === "reset") {
        log(0);
        return void request.socket.destroy();
      }
      if (host.behaviour === "503") {
        log(503);
        return void response
          .writeHead(503, { ...CORS, "Content-Type": "application/json" })
          .end(JSON.stringify({ message: "busy", status: 503 }));
      }
      const { status, json } = answer(app, request.method ?? "", url, apiKey, appId, body);
      log(status);
      response
        .writeHead(status, { ...CORS, "Content-Type": "application/json; charset=UTF-8" })
        .end(JSON.stringify(json));
    });
  });
  return host;
}

/** The search queries (the `query` of each request) a host was sent, in order. */
export function searchQueriesOf(requests: readonly LoggedRequest[]): string[] {
  return requests
    .filter((request) => request.path === "/1/indexes/*/queries")
    .flatMap((request) =>
      ((request.body as { requests?: Array<{ params?: string }> } | null)?.requests ?? []).map(
        (entry) => new URLSearchParams(entry.params ?? "").get("query") ?? "",
      ),
    );
}
