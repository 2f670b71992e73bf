// The search worker: fetches and reads the local index and answers queries, off the page's main thread.
import { siteConfig } from "../../config/site";
import { toLocalIndexUrl } from "../config";
import * as engineCode from "../local/reader";
import { openIndexEngine } from "../local/index-engine";
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
const baseUrl = new URL(
  toLocalIndexUrl(siteConfig.search.localIndexPath, siteConfig.search.defaultIndexName),
  self.location.href,
).href;
const fetcher = withEarlyResponse(
  baseUrl,
  fetch(baseUrl, { cache: "no-cache", credentials: "same-origin" }),
  (input, init) => fetch(input, init),
);
const handle = createRequestHandler((url) => openIndexEngine(url, fetcher, async () => engineCode));

scope.addEventListener("message", (event) => {
  void handle(event.data).then((reply) => {
    if (reply) scope.postMessage(reply);
  });
});
