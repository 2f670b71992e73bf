// Breaking one example of each kind (a JSON key, a sample's parameter name, a Postman request's path) fails with a
// message naming the file.
import assert from "node:assert/strict";
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { after, before, describe, it } from "node:test";
import { listCodeFences, readSchemaName } from "../../src/content/check/examples";
import { listFilesBelow } from "../harness";
import { startMockApi, type MockApi } from "../lib/mock-api";
import { listSamplesBelow, runCollection, runSample } from "../lib/run-sample";

const PROJECT_ROOT = path.join(__dirname, "..", "..");
const DOCS = path.join(PROJECT_ROOT, "content", "docs");

describe("a broken example fails npm test, naming its file", () => {
  let mock: MockApi | undefined;
  let workDir = "";
  before(async () => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), "broken-examples-"));
    fs.cpSync(DOCS, path.join(workDir, "docs"), { recursive: true });
    mock = await startMockApi();
  });
  after(async () => {
    await mock?.close();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it("a JSON example with a misspelt key stops the content check with the file, line and JSON path", () => {
    // The first page that shows a LingoMO example.
    const pages = listFilesBelow(path.join(workDir, "docs")).filter((file) => file.endsWith(".mdx"));
    const found = pages
      .map((page) => ({ page, text: fs.readFileSync(page, "utf8") }))
      .map(({ page, text }) => ({
        page,
        text,
        fence: listCodeFences(text.slice(text.indexOf("\n---", 3) + 4)).find(
          (candidate) => readSchemaName(candidate.meta) === "LingoMO",
        ),
      }))
      .find(({ fence }) => fence !== undefined);
    assert.ok(found?.fence, "some page shows a LingoMO example");
    const broken = found.fence.value.replace('"identity"', '"identitty"');
    assert.notEqual(broken, found.fence.value);
    fs.writeFileSync(found.page, found.text.replace(found.fence.value, broken));
    const pageName = path.relative(path.join(workDir, "docs"), found.page);

    const result = spawnSync(path.join(PROJECT_ROOT, "node_modules", ".bin", "tsx"), ["scripts/check-content.ts"], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, DOCS_CONTENT_DIR: path.join(workDir, "docs") },
      encoding: "utf8",
    });
    const output = `${result.stdout}${result.stderr}`;
    assert.equal(result.status, 1, output);
    assert.ok(
      output.includes(`${pageName}: JSON example does not match LingoMO at /: unknown key "identitty" (line `),
      output,
    );
  });

  it("a sample with a misspelt parameter name fails naming the page and the tab", async () => {
    assert.ok(mock);
    const page = path.join(workDir, "docs", "api", "send-message.mdx");
    fs.writeFileSync(page, fs.readFileSync(page, "utf8").replace(/thingGroup: "/, 'thingGroupId: "'));
    const broken = listSamplesBelow(path.join(workDir, "docs"), PROJECT_ROOT).find(
      (sample) => sample.file.endsWith("send-message.mdx") && sample.code.includes("thingGroupId"),
    );
    assert.ok(broken, "the broken sample is found");
    const result = await runSample(broken, mock);
    assert.ok(result.failure, "the broken sample fails");
    assert.match(result.failure, /api\/send-message\.mdx:\d+ \(.+ › JavaScript\): the contract rejected/);
    assert.match(result.failure, /unknown parameter "thingGroupId"/);
  });

  it("a Postman request with a wrong path fails naming the collection file and the request", async () => {
    assert.ok(mock);
    const copy = path.join(workDir, "broken.postman_collection.json");
    const text = fs.readFileSync(path.join(PROJECT_ROOT, "static", "cloudloop-data.postman_collection.json"), "utf8");
    fs.writeFileSync(
      copy,
      text
        .replace('"DoSendSbdMessage"', '"DoSendSbdMesage"')
        .replace("/Data/DoSendSbdMessage?", "/Data/DoSendSbdMesage?"),
    );
    const run = await runCollection(copy, mock, "broken.postman_collection.json");
    assert.equal(run.failures.length, 1, run.failures.join("\n"));
    assert.match(
      run.failures[0] ?? "",
      new RegExp(
        String.raw`^broken\.postman_collection\.json: request "Data\/DoSendSbdMessage" was rejected: ` +
          String.raw`GET \/Data\/DoSendSbdMesage\?.* → 404`,
      ),
    );
  });
});
