// The search worker: fetches and reads the local index and answers queries, off the page's main thread.
import * as engineCode from "../local/reader";
import { openIndexEngine } from "../local/index-engine";
import { createRequestHandler } from "./answer-requests";
import type { WorkerReply } from "./protocol";

/** What this file uses of the dedicated worker's global scope (the DOM types describe a window). */
type WorkerScope = {
  postMessage(message: WorkerReply): void;
  addEventListener(type: "message", listener: (event: MessageEvent<unknown>) => void): void;
};

const scope = self as unknown as WorkerScope;
const handle = createRequestHandler((url) =>
  openIndexEngine(
    url,
    (input, init) => fetch(input, init),
    async () => engineCode,
  ),
);

scope.addEventListener("message", (event) => {
  void handle(event.data).then((reply) => {
    if (reply) scope.postMessage(reply);
  });
});
