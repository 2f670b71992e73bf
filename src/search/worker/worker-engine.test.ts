import { NETWORK_FAILURE, SearchIndexError } from "../errors";
import type { SearchResponse } from "../types";
import { serializeError, type WorkerReply, type WorkerRequest } from "./protocol";
import { createWorkerEngineLoader, WorkerUnavailableError, type WorkerPort } from "./worker-engine";

/** A worker whose replies the test sends, in any order. */
function fakeWorker() {
  const listeners: Record<string, Array<(event: { data?: unknown }) => void>> = { message: [], error: [] };
  const posted: WorkerRequest[] = [];
  const port: WorkerPort & { terminated: boolean } = {
    terminated: false,
    postMessage: (message) => posted.push(message),
    addEventListener: (type, listener) => listeners[type]?.push(listener),
    terminate: () => {
      port.terminated = true;
    },
  };
  return {
    port,
    posted,
    reply: (data: WorkerReply | unknown) => listeners.message?.forEach((listener) => listener({ data })),
    fail: () => listeners.error?.forEach((listener) => listener({})),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const answer = (query: string) => ({ query }) as SearchResponse;

describe("createWorkerEngineLoader (the page's side of the worker)", () => {
  it(
    "opens the index in the worker and sends searches behind the open at once, " +
      "then settles each search with the reply carrying its id, whatever the order",
    async () => {
      const worker = fakeWorker();
      const engine = await createWorkerEngineLoader("http://x/i.json", () => worker.port)();
      expect(worker.posted).toEqual([{ kind: "open", id: 1, url: "http://x/i.json" }]);
      const older = engine.search([{ indexName: "i", params: { query: "lo" } }]);
      const newer = engine.search([{ indexName: "i", params: { query: "long" } }]);
      // Both searches are posted before the worker has answered the open.
      expect(worker.posted.slice(1).map((message) => message.id)).toEqual([2, 3]);
      worker.reply({ kind: "opened", id: 1 });
      // The newer answer first, a foreign message, then the stale one: neither settles the other's request.
      worker.reply({ kind: "results", id: 3, results: [answer("long")] });
      worker.reply({ kind: "results", id: 99, results: [answer("other")] });
      worker.reply("not a reply");
      worker.reply({ kind: "results", id: 2, results: [answer("lo")] });
      expect(await newer).toEqual([answer("long")]);
      expect(await older).toEqual([answer("lo")]);
    },
  );

  it("fails each search with the open's typed error, the one the UI reads", async () => {
    const worker = fakeWorker();
    const engine = await createWorkerEngineLoader("u", () => worker.port)();
    const searched = engine.search([{ indexName: "i", params: { query: "lo" } }]);
    const error = serializeError(new SearchIndexError("Could not fetch u: HTTP 404", null));
    worker.reply({ kind: "failed", id: 1, error });
    worker.reply({ kind: "failed", id: 2, error: serializeError(new SearchIndexError("not open", null)) });
    await expect(searched).rejects.toBeInstanceOf(SearchIndexError);
    await expect(searched).rejects.toMatchObject({ detail: null, message: "Could not fetch u: HTTP 404" });
    // A search sent after the failure gets the same error.
    await expect(engine.search([{ indexName: "i", params: { query: "l" } }])).rejects.toMatchObject({
      message: "Could not fetch u: HTTP 404",
    });
  });

  it("fails open requests as a network cause when the worker fails, and starts a new worker next time", async () => {
    const first = fakeWorker();
    const second = fakeWorker();
    const startWorker = jest.fn().mockReturnValueOnce(first.port).mockReturnValueOnce(second.port);
    const loader = createWorkerEngineLoader("u", startWorker);
    const searched = (await loader()).search([{ indexName: "i", params: { query: "lo" } }]);
    first.fail();
    await expect(searched).rejects.toMatchObject({ name: "SearchIndexError", detail: NETWORK_FAILURE });
    expect(first.port.terminated).toBe(true);
    const again = (await loader()).search([{ indexName: "i", params: { query: "lo" } }]);
    await flush();
    second.reply({ kind: "opened", id: second.posted[0]?.id });
    second.reply({ kind: "results", id: second.posted[1]?.id, results: [answer("lo")] });
    await expect(again).resolves.toEqual([answer("lo")]);
    expect(startWorker).toHaveBeenCalledTimes(2);
  });

  it("fails with WorkerUnavailableError where no worker can start", async () => {
    await expect(createWorkerEngineLoader("u", () => null)()).rejects.toBeInstanceOf(WorkerUnavailableError);
  });
});
