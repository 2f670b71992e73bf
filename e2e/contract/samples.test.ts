// Every curl, JavaScript and Python sample that calls the API (API and protocol pages) runs unchanged (host aside)
// against Prism's mock of static/openapi.json.
import assert from "node:assert/strict";
import path from "path";
import { after, before, describe, it } from "node:test";
import { startMockApi, type MockApi } from "../lib/mock-api";
import { checkPythonRequests, listSamplesBelow, runSample } from "../lib/run-sample";

const PROJECT_ROOT = path.join(__dirname, "..", "..");
const samples = listSamplesBelow(path.join(PROJECT_ROOT, "content", "docs"), PROJECT_ROOT);

describe("API samples against the contract's mock", () => {
  let mock: MockApi | undefined;
  before(async () => {
    const missing = checkPythonRequests();
    if (missing) throw new Error(missing);
    mock = await startMockApi();
  });
  after(async () => {
    await mock?.close();
  });

  it("finds curl, JavaScript and Python samples that call the API", () => {
    const counts = { curl: 0, javascript: 0, python: 0 };
    for (const sample of samples) counts[sample.language] += 1;
    console.log(
      `API samples: ${samples.length} (curl ${counts.curl}, JavaScript ${counts.javascript}, Python ${counts.python})`,
    );
    assert.ok(counts.curl >= 10 && counts.javascript >= 10 && counts.python >= 10, JSON.stringify(counts));
  });

  it("runs every sample; each request it sends passes the contract", async () => {
    assert.ok(mock);
    const failures: string[] = [];
    for (const sample of samples) {
      const result = await runSample(sample, mock);
      if (result.failure) failures.push(result.failure);
    }
    assert.deepEqual(failures, [], `\n${failures.join("\n\n")}`);
  });
});
