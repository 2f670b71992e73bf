// The Postman collection, run by Postman's own runner (newman), sends only requests the contract's mock accepts.
import assert from "node:assert/strict";
import path from "path";
import { after, before, describe, it } from "node:test";
import { startMockApi, type MockApi } from "../lib/mock-api";
import { runCollection } from "../lib/run-sample";

const COLLECTION = path.join(__dirname, "..", "..", "static", "cloudloop-data.postman_collection.json");

describe("Postman collection against the contract's mock", () => {
  let mock: MockApi | undefined;
  before(async () => {
    mock = await startMockApi();
  });
  after(async () => {
    await mock?.close();
  });

  it("runs every request with newman and each one passes validation", async () => {
    assert.ok(mock);
    const run = await runCollection(COLLECTION, mock, "static/cloudloop-data.postman_collection.json");
    console.log(`Postman collection: newman ran ${run.requests} requests`);
    assert.deepEqual(run.failures, []);
    assert.ok(run.requests >= 18, `only ${run.requests} requests ran`);
  });
});
