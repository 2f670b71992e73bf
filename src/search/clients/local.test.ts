import { NETWORK_FAILURE, SearchIndexError } from "../errors";
import { createLocalClient, fromIndexEngine, loadEngineFromUrl, loadEngineInWorker } from "./local";
import { fetchIndexData } from "../local/index-engine";
import { fixtureIndexFiles, indexFilesFetcher } from "../../__fixtures__/search";

const files = fixtureIndexFiles();
const indexFile = files.base;
const BASE = "/search-index/cloudloop_docs.json";
const ok = (body: unknown) => ({ ok: true, status: 200, json: async () => body }) as Response;

/** Hits drawn at once: the text is asked for as soon as the answer is given. */
const drawnAtOnce = (work: () => void): void => work();

describe("local client", () => {
  it(
    "fetches the base once, revalidating with the server, " + "then only the fragments each search needs, each once",
    async () => {
      const fetcher = indexFilesFetcher(files, BASE);
      const client = createLocalClient(loadEngineFromUrl(BASE, fetcher), drawnAtOnce);
      await client.prefetch?.();
      expect(fetcher.mock.calls).toEqual([[BASE, { cache: "no-cache", credentials: "same-origin" }]]);
      const first = await client.search([{ indexName: "cloudloop_docs", params: { query: "bucket" } }]);
      expect(first.results[0]?.hits[0]?.url).toBe("/docs/destinations/aws/aws-s3#bucket-policy");
      expect(first.results[0]?.hits[0]?._highlightResult?.hierarchy?.lvl2?.value).toBe("<em>Bucket</em> policy");
      const fetched = fetcher.mock.calls
        .slice(1)
        .map(([url, init]) => [url.replace("/search-index/cloudloop_docs/", ""), init?.cache]);
      expect(fetched).toContainEqual(["terms-b.json", "default"]);
      expect(fetched.filter(([url]) => String(url).startsWith("terms-"))).toEqual([["terms-b.json", "default"]]);
      const pagesFetched = fetched.filter(([url]) => String(url).startsWith("page-")).length;
      expect(pagesFetched).toBeGreaterThan(0);
      expect(pagesFetched).toBeLessThan(files.base.pages.length);
      const second = await client.search([
        { indexName: "cloudloop_docs", params: { query: "bucket policy" } },
        { indexName: "cloudloop_docs", params: { query: "poll" } },
      ]);
      expect(second.results).toHaveLength(2);
      const urls = fetcher.mock.calls.map(([url]) => url);
      expect(new Set(urls).size).toBe(urls.length);
    },
  );

  it("keeps recent answers, and a fresh queryID for click analytics", async () => {
    const search = jest.fn((request: { params?: { query?: string } }) => ({
      hits: [],
      nbHits: 0,
      query: request.params?.query ?? "",
    }));
    const client = createLocalClient(async () => fromIndexEngine({ search } as never));
    const request = { indexName: "cloudloop_docs", params: { query: "poll" } };
    const first = await client.search([request]);
    const again = await client.search([{ ...request, params: { ...request.params } }]);
    expect(again.results[0]).toBe(first.results[0]);
    expect(search).toHaveBeenCalledTimes(1);
    for (let n = 0; n < 60; n++) await client.search([{ indexName: "cloudloop_docs", params: { query: `q${n}` } }]);
    await client.search([request]);
    expect(search).toHaveBeenCalledTimes(62);
    await client.search([{ indexName: "cloudloop_docs", params: { query: "poll", clickAnalytics: true } }]);
    await client.search([{ indexName: "cloudloop_docs", params: { query: "poll", clickAnalytics: true } }]);
    expect(search).toHaveBeenCalledTimes(64);
  });

  it("answers a request given to prefetch ahead, once, to the first search asking for it", async () => {
    let release: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (release = resolve));
    const search = jest.fn(async (request: { params?: { query?: string } }) => {
      await started;
      return { hits: [], nbHits: 0, query: request.params?.query ?? "" };
    });
    const client = createLocalClient(async () => fromIndexEngine({ search } as never));
    const request = { indexName: "cloudloop_docs", params: { query: "poll" } };
    await client.prefetch?.(request);
    await client.prefetch?.(request);
    expect(search).toHaveBeenCalledTimes(1);
    // The UI's own request arrives while the answer ahead is still being worked out: it waits for that answer.
    const asked = client.search([{ ...request, params: { ...request.params } }, { indexName: "cloudloop_docs" }]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(search.mock.calls.map(([sent]) => sent.params?.query)).toEqual(["poll", undefined]);
    release();
    expect((await asked).results.map((result) => result.query)).toEqual(["poll", ""]);
    await client.search([request]);
    expect(search).toHaveBeenCalledTimes(2);
  });

  it("drops an answer ahead that failed, so the next search asks the engine again", async () => {
    const search = jest
      .fn()
      .mockRejectedValueOnce(new SearchIndexError("Could not fetch", NETWORK_FAILURE))
      .mockResolvedValue({ hits: [], nbHits: 0, query: "poll" });
    const client = createLocalClient(async () => fromIndexEngine({ search } as never));
    const request = { indexName: "cloudloop_docs", params: { query: "poll" } };
    await client.prefetch?.(request);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await client.search([request])).results[0]?.query).toBe("poll");
    expect(search).toHaveBeenCalledTimes(2);
  });

  it("searches nothing ahead for an empty query", async () => {
    const search = jest.fn();
    const client = createLocalClient(async () => fromIndexEngine({ search } as never));
    await client.prefetch?.({ indexName: "cloudloop_docs", params: { query: "  " } });
    await client.prefetch?.();
    expect(search).not.toHaveBeenCalled();
  });

  it("retries a network failure once, then reports it", async () => {
    const flaky = jest
      .fn()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(ok(indexFile));
    await expect(fetchIndexData("/i.json", flaky)).resolves.toEqual(indexFile);
    const down = jest.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(fetchIndexData("/i.json", down)).rejects.toMatchObject({
      name: "SearchIndexError",
      detail: NETWORK_FAILURE,
    });
    expect(down).toHaveBeenCalledTimes(2);
  });

  it("reports HTTP errors and unknown files without a network cause", async () => {
    const missing = jest.fn(async () => ({ ok: false, status: 404, json: async () => ({}) }) as Response);
    await expect(fetchIndexData("/i.json", missing)).rejects.toMatchObject({
      detail: null,
      message: "Could not fetch /i.json: HTTP 404",
    });
    await expect(loadEngineFromUrl("/i.json", async () => ok({ format: 0 }))()).rejects.toBeInstanceOf(
      SearchIndexError,
    );
  });

  it("loads again on the next search after a failure", async () => {
    const served = indexFilesFetcher(files, BASE);
    const fetcher = jest
      .fn()
      .mockRejectedValueOnce(new TypeError("offline"))
      .mockRejectedValueOnce(new TypeError("offline"))
      .mockImplementation(served);
    const client = createLocalClient(loadEngineFromUrl(BASE, fetcher));
    await expect(client.search([{ indexName: "cloudloop_docs", params: { query: "poll" } }])).rejects.toMatchObject({
      detail: NETWORK_FAILURE,
    });
    const { results } = await client.search([{ indexName: "cloudloop_docs", params: { query: "poll" } }]);
    expect(results[0]?.nbHits).toBeGreaterThan(0);
  });

  it(
    "fails a search whose fragment is missing or corrupt with an index error, " +
      "and fetches it again on the next search",
    async () => {
      const served = indexFilesFetcher(files, BASE);
      let broken: "missing" | "corrupt" | null = "missing";
      const fetcher = jest.fn(async (url: string, init?: RequestInit) => {
        if (broken && url.endsWith("/terms-b.json"))
          return broken === "missing"
            ? ({ ok: false, status: 404, json: async () => ({}) } as Response)
            : ok({ not: "postings" });
        return served(url, init);
      });
      const client = createLocalClient(loadEngineFromUrl(BASE, fetcher));
      const request = [{ indexName: "cloudloop_docs", params: { query: "bucket" } }];
      await expect(client.search(request)).rejects.toMatchObject({
        name: "SearchIndexError",
        detail: null,
        message: "Could not fetch /search-index/cloudloop_docs/terms-b.json: HTTP 404",
      });
      broken = "corrupt";
      await expect(client.search(request)).rejects.toMatchObject({
        name: "SearchIndexError",
        detail: null,
        message: "The search index fragment terms-b.json has an unknown format",
      });
      broken = null;
      expect((await client.search(request)).results[0]?.hits[0]?.url).toBe(
        "/docs/destinations/aws/aws-s3#bucket-policy",
      );
    },
  );

  it("runs the engine on the main thread where no worker can start (jsdom has none)", async () => {
    const startWorker = jest.fn(() => null);
    const fetcher = indexFilesFetcher(files, BASE);
    const client = createLocalClient(loadEngineInWorker(BASE, startWorker, loadEngineFromUrl(BASE, fetcher)));
    const { results } = await client.search([{ indexName: "cloudloop_docs", params: { query: "bucket" } }]);
    expect(results[0]?.hits[0]?.url).toBe("/docs/destinations/aws/aws-s3#bucket-policy");
    expect(startWorker).toHaveBeenCalledTimes(1);
    expect(typeof Worker).toBe("undefined");
  });

  it("loads the engine again after a failed search (a stopped worker)", async () => {
    const search = jest
      .fn()
      .mockRejectedValueOnce(new SearchIndexError("stopped", NETWORK_FAILURE))
      .mockResolvedValue([{ hits: [], nbHits: 0 }]);
    const load = jest.fn(async () => ({ search }));
    const client = createLocalClient(load);
    await expect(client.search([{ indexName: "cloudloop_docs", params: { query: "a" } }])).rejects.toMatchObject({
      detail: NETWORK_FAILURE,
    });
    await client.search([{ indexName: "cloudloop_docs", params: { query: "a" } }]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("asks the engine only for requests it has no answer for, and keeps the order", async () => {
    const search = jest.fn(async (requests: readonly { params?: { query?: string } }[]) =>
      requests.map((request) => ({ query: request.params?.query }) as never),
    );
    const client = createLocalClient(async () => ({ search }));
    await client.search([{ indexName: "i", params: { query: "b" } }]);
    const { results } = await client.search([
      { indexName: "i", params: { query: "a" } },
      { indexName: "i", params: { query: "b" } },
      { indexName: "i", params: { query: "c" } },
    ]);
    expect(results.map((result) => result.query)).toEqual(["a", "b", "c"]);
    expect(search).toHaveBeenLastCalledWith(
      [
        { indexName: "i", params: { query: "a" } },
        { indexName: "i", params: { query: "c" } },
      ],
      false,
    );
  });

  it("answers before the hits' text, asks for it once that answer is drawn, tells its listeners", async () => {
    const search = jest.fn(async (requests: readonly { params?: { query?: string } }[], withText?: boolean) =>
      requests.map((request) => ({ query: request.params?.query, textPending: !withText || undefined }) as never),
    );
    const drawn: Array<() => void> = [];
    const client = createLocalClient(
      async () => ({ search }),
      (work) => drawn.push(work),
    );
    const arrived = jest.fn();
    const stop = client.onTextArrived?.(arrived);
    const request = { indexName: "i", params: { query: "poll" } };
    const first = await client.search([request]);
    await client.search([request]);
    expect(first.results[0]?.textPending).toBe(true);
    expect(search.mock.calls.map(([, withText]) => withText)).toEqual([false]);
    for (const work of drawn.splice(0)) work();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(search.mock.calls.map(([, withText]) => withText)).toEqual([false, true]);
    expect(arrived).toHaveBeenCalledTimes(1);
    expect((await client.search([request])).results[0]?.textPending).toBeUndefined();
    stop?.();
    await client.search([{ indexName: "i", params: { query: "other" } }]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(arrived).toHaveBeenCalledTimes(1);
  });

  it("fails the next search once when the hits' text cannot be read, then asks again", async () => {
    let broken = true;
    const search = jest.fn(async (requests: readonly { params?: { query?: string } }[], withText?: boolean) => {
      if (withText && broken) throw new SearchIndexError("/search-index/page-3.json is not a page fragment", null);
      return requests.map(
        (request) => ({ query: request.params?.query, textPending: !withText || undefined }) as never,
      );
    });
    const client = createLocalClient(async () => ({ search }), drawnAtOnce);
    const arrived = jest.fn();
    client.onTextArrived?.(arrived);
    const request = { indexName: "i", params: { query: "token" } };
    expect((await client.search([request])).results[0]?.textPending).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(arrived).toHaveBeenCalledTimes(1);
    await expect(client.search([request])).rejects.toThrow("page-3.json is not a page fragment");
    broken = false;
    expect((await client.search([request])).results[0]?.textPending).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await client.search([request])).results[0]?.textPending).toBeUndefined();
    expect(search.mock.calls.map(([, withText]) => withText)).toEqual([false, true, false, true]);
  });

  it("resolves a search a newer one made useless with the newer one's answer, after it", async () => {
    let release = (): void => undefined;
    const opened = new Promise<void>((resolve) => (release = resolve));
    const search = jest.fn(async (requests: readonly { params?: { query?: string } }[]) => {
      await opened;
      const query = requests[0]?.params?.query;
      if (query !== "mqtt") throw Object.assign(new Error("replaced"), { name: "SupersededSearch" });
      return [{ query } as never];
    });
    const client = createLocalClient(async () => ({ search }));
    const order: string[] = [];
    const typed = ["m", "mq", "mqtt"].map((query) =>
      client.search([{ indexName: "i", params: { query } }]).then(({ results }) => {
        order.push(`${query} → ${results[0]?.query}`);
      }),
    );
    release();
    await Promise.all(typed);
    expect(order).toEqual(["mqtt → mqtt", "m → mqtt", "mq → mqtt"]);
  });
});
