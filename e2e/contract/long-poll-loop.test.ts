// The long-poll client loops of api/get-message-long-poll, run unchanged
// against a server that answers newest first: no repeat, no stall.
import assert from "node:assert/strict";
import { spawn } from "child_process";
import { createHash } from "crypto";
import fs from "fs";
import http from "http";
import type { AddressInfo } from "net";
import os from "os";
import path from "path";
import { after, before, describe, it } from "node:test";
import { loadDocsFolder } from "../../src/content/load/load";
import { stopProcess } from "../lib/mock-api";
import { listApiSamples, pointSampleAt, type ApiSample } from "../lib/samples";

const PROJECT_ROOT = path.join(__dirname, "..", "..");
const PAGE = "api/get-message-long-poll.mdx";
/** Records that arrive after the first call: more than two full responses, so the loop must page through a backlog. */
const BACKLOG = 450;
const MAX_RECORDS = 200;
const RUN_TIMEOUT_MS = 30_000;

type MessageRecord = {
  id: string;
  thing: string;
  at: string;
  size: number;
  type: string;
  direction: string;
  snippet: string;
  pulseRecord: string;
};

/** A 32-character id whose sort order says nothing about the record's age, so a loop cannot lean on it. */
const makeId = (seed: string): string => createHash("sha256").update(seed).digest("hex").slice(0, 32);

function makeRecord(index: number): MessageRecord {
  return {
    id: makeId(`record ${index}`),
    thing: makeId("thing"),
    at: new Date(Date.UTC(2024, 4, 14, 9, 0, index)).toISOString().slice(0, 19),
    size: 4,
    type: "SBD",
    direction: "MO",
    snippet: "48690A00",
    pulseRecord: makeId(`pulse ${index}`),
  };
}

/**
 * A long-poll server that lists each batch newest first (the order of the published GetMessageRecords example):
 * no since → the newest record, and then a backlog arrives; since → up to 200 records after it; nothing newer →
 * [] after a short hold.
 */
class NewestFirstServer {
  readonly records: MessageRecord[] = [makeRecord(0)];
  readonly sinces: Array<string | null> = [];
  private server = http.createServer((request, response) => this.answer(request, response));
  origin = "";

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  get newestId(): string {
    return this.records.at(-1)?.id ?? "";
  }

  private answer(request: http.IncomingMessage, response: http.ServerResponse): void {
    const url = new URL(request.url ?? "/", "http://localhost");
    const since = url.searchParams.get("since");
    this.sinces.push(since);
    const send = (status: number, body: unknown): void => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (url.pathname !== "/Data/GetMessageRecordsLongPoll") return send(404, { error: url.pathname });
    if (since === null) {
      const newest = this.records.slice(-1);
      if (this.records.length === 1)
        for (let index = 1; index <= BACKLOG; index += 1) this.records.push(makeRecord(index));
      return send(200, { messageRecords: newest });
    }
    const position = this.records.findIndex((record) => record.id === since);
    if (position < 0) return send(400, { error: `unknown since ${since}` });
    const newer = this.records.slice(position + 1, position + 1 + MAX_RECORDS).reverse();
    if (newer.length > 0) return send(200, { messageRecords: newer });
    setTimeout(() => send(200, { messageRecords: [] }), 200);
  }
}

/**
 * Runs a sample until it asks for records after the newest one
 * (it has caught up) or the time runs out; returns its output.
 */
function runUntilCaughtUp(
  sample: ApiSample,
  server: NewestFirstServer,
): Promise<{ output: string; caughtUp: boolean }> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "long-poll-loop-"));
  const [command, args] =
    sample.language === "python" ? ["python3", ["-"]] : [process.execPath, ["--input-type=module", "-"]];
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: workDir, stdio: ["pipe", "pipe", "pipe"], detached: true });
    let output = "";
    let caughtUp = false;
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stdin.end(pointSampleAt(sample.code, server.origin));
    const watch = setInterval(() => {
      if (server.sinces.includes(server.newestId)) {
        caughtUp = true;
        stopProcess(child);
      }
    }, 25);
    const timer = setTimeout(() => stopProcess(child), RUN_TIMEOUT_MS);
    child.once("close", () => {
      clearInterval(watch);
      clearTimeout(timer);
      fs.rmSync(workDir, { recursive: true, force: true });
      resolve({ output, caughtUp });
    });
  });
}

const loops = loadDocsFolder(path.join(PROJECT_ROOT, "content", "docs"), PROJECT_ROOT)
  .docs.filter((doc) => doc.file.endsWith(PAGE))
  .flatMap((doc) => listApiSamples(doc.file, doc.body, doc.lineOffset))
  .filter((sample) => /while True:|for \(;;\)/.test(sample.code));

describe("the long-poll client loops against a newest-first server", () => {
  it("finds the JavaScript and the Python loop", () => {
    assert.deepEqual(loops.map((sample) => sample.language).sort(), ["javascript", "python"]);
  });

  for (const sample of loops) {
    describe(`${sample.tab} loop`, () => {
      let server: NewestFirstServer;
      before(async () => {
        server = new NewestFirstServer();
        await server.start();
      });
      after(async () => {
        await server.close();
      });

      it("handles every record once and pages through full responses without stalling", async () => {
        const { output, caughtUp } = await runUntilCaughtUp(sample, server);
        const handled = output
          .split("\n")
          .map((line) => line.trim().split(/\s+/))
          .filter((words) => /^\d{4}-\d{2}-\d{2}T/.test(words[0] ?? ""))
          .map((words) => words.at(-1) ?? "");
        const repeated = handled.filter((id, index) => handled.indexOf(id) !== index);
        assert.deepEqual(repeated, [], `records handled more than once (${repeated.length})`);
        assert.equal(
          caughtUp,
          true,
          `the loop never asked for records after the newest one; ` +
            `since values sent: ${server.sinces.length}\n${output.slice(-1500)}`,
        );
        assert.deepEqual(
          new Set(handled),
          new Set(server.records.map((record) => record.id)),
          "every record is handled",
        );
        // The first call, three responses for the backlog (200, 200, 50), then the call that waits for more.
        assert.ok(server.sinces.length <= 5, `${server.sinces.length} requests for ${BACKLOG + 1} records`);
      });
    });
  }
});
