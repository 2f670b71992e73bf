// The search worker: fetches and reads the local index and answers queries, off the page's main thread.
import { LOCAL_INDEX_URL } from "../config";
import * as engineCode from "../local/reader";
import { BASE_CACHE, indexRequest, openIndexEngine } from "../local/index-engine";
import { createRequestHandler } from "./answer-requests";
import { withEarlyResponse } from "./early-response";
import type { WorkerReply } from "./protocol";

/** What this file uses of the dedicated worker's global scope (the DOM types describe a window). */
type WorkerScope = {
  postMessage(message: WorkerReply): void;
  addEventListener(type: "message", listener: (event: MessageEvent<unknown>) => void): void;
};

const scope = self as unknown as WorkerScope;
// The base of the index the site's client opens, asked for now: it downloads while the client's code still loads.
const baseUrl = new URL(LOCAL_INDEX_URL, self.location.href).href;
const fetcher = withEarlyResponse(baseUrl, fetch(baseUrl, indexRequest(BASE_CACHE)), (input, init) =>
  fetch(input, init),
);
const handle = createRequestHandler((url) => openIndexEngine(url, fetcher, async () => engineCode));

scope.addEventListener("message", (event) => {
  void handle(event.data).then((reply) => {
    if (reply) scope.postMessage(reply);
  });
});
