import { NETWORK_FAILURE, SearchIndexError } from "../errors";
import type { SearchRequest, SearchResponse } from "../types";
import { createRequestHandler } from "./answer-requests";

const engine = { search: (request: SearchRequest) => ({ query: request.params?.query ?? "" }) as SearchResponse };
const search = (id: number, query: string) => ({
  kind: "search",
  id,
  requests: [{ indexName: "i", params: { query } }],
});

describe("createRequestHandler (the search worker's logic)", () => {
  it("opens the index once and answers each search under its own id", async () => {
    const open = jest.fn(async () => engine);
    const handle = createRequestHandler(open);
    expect(await handle({ kind: "open", id: 1, url: "http://x/i.json" })).toEqual({ kind: "opened", id: 1 });
    expect(await handle({ kind: "open", id: 2, url: "http://x/i.json" })).toEqual({ kind: "opened", id: 2 });
    expect(open).toHaveBeenCalledTimes(1);
    expect(await handle(search(3, "poll"))).toEqual({ kind: "results", id: 3, results: [{ query: "poll" }] });
  });

  it("answers queued searches in the order they came, each with its id, once a slow index arrives", async () => {
    let release: () => void = () => undefined;
    const handle = createRequestHandler(() => new Promise((resolve) => (release = () => resolve(engine))));
    const replies: unknown[] = [];
    const pending = [handle({ kind: "open", id: 1, url: "u" }), handle(search(2, "l")), handle(search(3, "lo"))].map(
      (reply) => reply.then((value) => replies.push(value)),
    );
    release();
    await Promise.all(pending);
    expect(replies).toEqual([
      { kind: "opened", id: 1 },
      { kind: "results", id: 2, results: [{ query: "l" }] },
      { kind: "results", id: 3, results: [{ query: "lo" }] },
    ]);
  });

  it("stops a typed search once a newer one has come, and passes each search whether it waits for text", async () => {
    let release: () => void = () => undefined;
    const seen: unknown[] = [];
    const stopping = {
      search: async (request: SearchRequest, options?: { withText?: boolean; superseded?: () => unknown }) => {
        seen.push([request.params?.query, options?.withText]);
        if (await options?.superseded?.()) throw Object.assign(new Error("replaced"), { name: "SupersededSearch" });
        return { query: request.params?.query ?? "" } as SearchResponse;
      },
    };
    const handle = createRequestHandler(() => new Promise((resolve) => (release = () => resolve(stopping))));
    const typed = (id: number, query: string) => ({ ...search(id, query), withText: false });
    const replies = Promise.all([
      handle({ kind: "open", id: 1, url: "u" }),
      handle(typed(2, "m")),
      handle(typed(3, "mqtt")),
      handle(search(4, "mqtt")),
    ]);
    release();
    expect(await replies).toEqual([
      { kind: "opened", id: 1 },
      { kind: "failed", id: 2, error: { name: "SupersededSearch", message: "replaced", detail: null } },
      { kind: "results", id: 3, results: [{ query: "mqtt" }] },
      { kind: "results", id: 4, results: [{ query: "mqtt" }] },
    ]);
    expect(seen).toEqual([
      ["m", false],
      ["mqtt", false],
      ["mqtt", true],
    ]);
  });

  it("replies with the serialised error, and opens the index again after a failure", async () => {
    const open = jest
      .fn()
      .mockRejectedValueOnce(new SearchIndexError("Could not fetch u", NETWORK_FAILURE))
      .mockResolvedValue(engine);
    const handle = createRequestHandler(open);
    expect(await handle({ kind: "open", id: 1, url: "u" })).toEqual({
      kind: "failed",
      id: 1,
      error: { name: "SearchIndexError", message: "Could not fetch u", detail: NETWORK_FAILURE },
    });
    expect(await handle(search(2, "a"))).toMatchObject({
      kind: "failed",
      id: 2,
      error: { name: "SearchIndexError", detail: null },
    });
    expect(await handle({ kind: "open", id: 3, url: "u" })).toEqual({ kind: "opened", id: 3 });
    expect(open).toHaveBeenCalledTimes(2);
  });

  it("ignores messages that are not requests", async () => {
    expect(await createRequestHandler(async () => engine)({ type: "webpackOk" })).toBeNull();
  });
});
