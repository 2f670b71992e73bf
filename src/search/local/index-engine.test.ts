// The engine's opening: the index's base is asked for before the code loads, since a worker blocks while it loads code.
import { NETWORK_FAILURE, SearchIndexError } from "../errors";
import { fixtureIndexFiles, indexFilesFetcher } from "../../__fixtures__/search";
import * as engineCode from "./reader";
import { openIndexEngine } from "./index-engine";

const BASE = "/search-index/cloudloop_docs.json";

describe("openIndexEngine", () => {
  it("asks for the index's base before it loads the engine code, then answers from both", async () => {
    const events: string[] = [];
    const fetcher = indexFilesFetcher(fixtureIndexFiles(), BASE);
    const engine = await openIndexEngine(
      BASE,
      (url, init) => {
        events.push(`fetch ${url}`);
        return fetcher(url, init);
      },
      async () => {
        events.push("load code");
        return engineCode;
      },
    );
    expect(events).toEqual([`fetch ${BASE}`, "load code"]);
    const answer = await engine.search({ indexName: "cloudloop_docs", params: { query: "bucket" } });
    expect(answer.hits[0]?.url).toBe("/docs/destinations/aws/aws-s3#bucket-policy");
  });

  it("reports code that cannot load, even when loading it throws at once, as a network failure", async () => {
    const fetcher = indexFilesFetcher(fixtureIndexFiles(), BASE);
    const opening = openIndexEngine(BASE, fetcher, () => {
      throw new Error("importScripts failed");
    });
    await expect(opening).rejects.toEqual(new SearchIndexError("Could not load the search code", NETWORK_FAILURE));
    await expect(opening).rejects.toMatchObject({ detail: NETWORK_FAILURE });
  });
});
