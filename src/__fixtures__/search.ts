// Small search fixtures shared by the search tests: MDX pages, their records, and clients over them.
import { sidebarCategory, sidebarDoc } from "./sidebar";
import type { SidebarItem } from "../content/model/types";
import { withSpecRequests } from "../search/clients";
import { createLocalClient, fromIndexEngine } from "../search/clients/local";
import { createLocalIndex, searchLocalIndex, toIndexFragmentsFolder, type IndexFiles } from "../search/local";
import { serializeLocalIndex } from "../search/indexing/index-files";
import { compileMdxTree } from "../content/compile/mdx-tree";
import { toSearchRecords, type RecordPage, type RecordsInput } from "../search/indexing/records";
import type { SearchClient, SearchRecord, SearchRequest, SearchResponse } from "../search/types";

/**
 * The keys of a hit, sorted, that every engine (the local index, the fake Algolia host) answers the site's search
 * params with: only the fields asked for, plus the id and the highlight and snippet results.
 */
export const HIT_KEYS = ["_highlightResult", "_snippetResult", "content", "hierarchy", "objectID", "type", "url"];

export const fixtureSidebar: SidebarItem[] = [
  sidebarDoc("data", "Cloudloop Data"),
  sidebarCategory("API", [
    sidebarDoc("api/get-message-long-poll", "Long Poll"),
    sidebarDoc("api/authentication", "Authentication"),
  ]),
  sidebarCategory(
    "Destinations",
    [sidebarCategory("AWS", [sidebarDoc("destinations/aws/aws-s3", "S3")], "aws")],
    "destinations",
  ),
];

export const longPollMdx = [
  "Long polling lets you pull new messages almost as soon as they arrive. See the [API overview](/docs/api/overview).",
  "",
  "## How the loop works",
  "",
  "1. Your client sends its first request without a `since` value.",
  "2. The server answers at once with the newest record.",
  "",
  '```js title="loop.js"',
  "const secretCodeWord = fetchRecords();",
  "```",
  "",
  "### Timeouts",
  "",
  "| Name | Type | Meaning |",
  "|---|---|---|",
  "| `maxPollTime` | integer | The longest time the server holds the request open |",
  "",
  '<Admonition type="warning" title="Keep your token secret">',
  "",
  "Anyone holding a token can read your messages <b>in bold</b>.",
  "",
  "</Admonition>",
  "",
  "## Errors and limits",
  "",
  "Retry with backoff after a timeout.",
].join("\n");

/** A page to index written as MDX, compiled as the build compiles it for the page. */
export const recordPage = ({ body, ...page }: Omit<RecordPage, "tree"> & { readonly body: string }): RecordPage => ({
  ...page,
  tree: compileMdxTree(body, "/fixtures/page.mdx").tree,
});

export const fixtureInput: RecordsInput = {
  pages: [
    recordPage({
      path: "/docs/data",
      title: "Cloudloop Data",
      body:
        "Cloudloop Data moves messages from your devices to your systems, for example by long polling." +
        "\n\n## Key features\n\nEvery message is stored.",
    }),
    recordPage({
      path: "/docs/api/get-message-long-poll",
      title: "Get Messages - Long Poll",
      body: longPollMdx,
      keywords: ["maxPollTime", "real time"],
    }),
    recordPage({
      path: "/docs/api/authentication",
      title: "Authentication",
      body:
        "Every call needs a token.\n\n## Obtaining a token\n\n" +
        "Ask for a token in the app. The token is sent as `token` on each poll request.",
    }),
    recordPage({
      path: "/docs/destinations/aws/aws-s3",
      title: "Simple Storage Service (S3)",
      body:
        "The S3 destination writes each message as an object in your bucket." +
        "\n\n## Bucket policy\n\nAllow the role on your bucket.",
    }),
  ],
  categoryPages: [
    {
      path: "/docs/category/aws",
      title: "AWS",
      description: "Send device messages into your Amazon Web Services account.",
    },
  ],
  sidebar: fixtureSidebar,
  versionName: "current",
  language: "en",
};

export const fixtureRecords = (): SearchRecord[] => toSearchRecords(fixtureInput);

/** A client over the fixture records with the same wrapping as the site's local client. */
export function createFixtureClient(
  records: readonly SearchRecord[] = fixtureRecords(),
): SearchClient & { readonly calls: SearchRequest[][] } {
  const index = createLocalIndex(records, "test_index");
  const calls: SearchRequest[][] = [];
  const inner = createLocalClient(async () =>
    fromIndexEngine({ search: (request: SearchRequest): SearchResponse => searchLocalIndex(index, request) }),
  );
  const client = withSpecRequests({
    search: (requests) => {
      calls.push([...requests]);
      return inner.search(requests);
    },
  });
  return Object.assign(client, { calls });
}

/** A client whose searches wait until the test settles them, to hold the UI in loading, stalled or error. */
export function createControlledClient(records: readonly SearchRecord[] = fixtureRecords()) {
  const index = createLocalIndex(records, "test_index");
  const pending: Array<{
    requests: readonly SearchRequest[];
    resolve: (value: { results: SearchResponse[] }) => void;
    reject: (error: unknown) => void;
  }> = [];
  const client = withSpecRequests({
    search: (requests) => new Promise((resolve, reject) => pending.push({ requests, resolve, reject })),
  });
  return {
    client,
    pending,
    /** Answers the oldest waiting search from the fixture index. */
    answer(): void {
      const next = pending.shift();
      next?.resolve({ results: next.requests.map((request) => searchLocalIndex(index, request)) });
    },
    fail(error: unknown): void {
      pending.shift()?.reject(error);
    },
  };
}

/**
 * InstantSearch renders from its own scheduler once a search promise settles, outside React's act(); tests wait
 * for the result on screen instead, so React's act() warning is noise there. Every other console error still shows.
 */
export function silenceInstantSearchActWarnings(): void {
  const original = console.error;
  beforeEach(() => {
    jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      if (typeof args[0] === "string" && args[0].includes("not wrapped in act(")) return;
      original(...args);
    });
  });
  afterEach(() => {
    (console.error as jest.Mock).mockRestore?.();
  });
}

/** The index files of these records, with fragments named by kind and key (the build names them by content). */
export const fixtureIndexFiles = (
  records: readonly SearchRecord[] = fixtureRecords(),
  termFragmentBytes?: number,
): IndexFiles =>
  JSON.parse(
    JSON.stringify(
      serializeLocalIndex(
        createLocalIndex(records, "cloudloop_docs", [["MT", "mobile terminated"]]),
        (kind, key) => `${kind}-${key}.json`,
        termFragmentBytes,
      ),
    ),
  );

/**
 * A fetch over index files served at `baseUrl` (the base there,
 * fragments in the folder beside it); 404 for anything else.
 */
export function indexFilesFetcher(
  files: IndexFiles,
  baseUrl = "/search-index/cloudloop_docs.json",
): jest.Mock<Promise<Response>, [string, RequestInit?]> {
  const bodies = new Map<string, string>([
    [baseUrl, JSON.stringify(files.base)],
    ...files.fragments.map((fragment): [string, string] => [
      `${toIndexFragmentsFolder(baseUrl)}${fragment.name}`,
      fragment.json,
    ]),
  ]);
  return jest.fn(async (url: string) => {
    const body = bodies.get(url);
    return {
      ok: body !== undefined,
      status: body === undefined ? 404 : 200,
      json: async () => JSON.parse(body ?? "null") as unknown,
    } as Response;
  });
}
