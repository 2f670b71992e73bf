// Runs API samples (curl, Node, Python) and the Postman collection
// (newman) against the mock, and says which ones the contract rejects.
import { spawn, spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import newman from "newman";
import { loadDocsFolder } from "../../src/content/load/load";
import { describeRejected, stopProcess, type MockApi, type RecordedRequest } from "./mock-api";
import { describeSample, listApiSamples, pointSampleAt, type ApiSample, type SampleLanguage } from "./samples";

export type SampleResult = {
  readonly sample: ApiSample;
  readonly requests: readonly RecordedRequest[];
  readonly failure: string | null;
};

/**
 * Requests a looping sample (long poll) may make before the
 * harness stops it: enough to show it loops with valid requests.
 */
const LOOP_REQUESTS = 3;
const SAMPLE_TIMEOUT_MS = 30_000;
/** What a reader sets before running the samples that read the token from the environment (the pages say so). */
export const SAMPLE_ENVIRONMENT = { CLOUDLOOP_TOKEN: "YOUR_API_TOKEN" } as const;

const COMMANDS: Readonly<Record<SampleLanguage, { command: string; args: string[]; stdin: boolean }>> = {
  curl: { command: "bash", args: ["-c"], stdin: false },
  javascript: { command: process.execPath, args: ["--input-type=module", "-"], stdin: true },
  python: { command: "python3", args: ["-"], stdin: true },
};

/** Null when python3 can import requests (what the Python samples use), else how to install it. */
export function checkPythonRequests(): string | null {
  const probe = spawnSync("python3", ["-c", "import requests"], { encoding: "utf8" });
  if (probe.status === 0) return null;
  return (
    `The Python samples need python3 with the requests package: ` +
    `install Debian's python3-requests (apt-get install python3-requests), as .ci/run does. ` +
    `(${(probe.stderr || probe.error?.message || "").trim()})`
  );
}

/**
 * Runs one sample with only its host pointed at the mock; it passes when it ends well (or loops validly) and every
 * request it sent was accepted.
 */
export function runSample(sample: ApiSample, mock: MockApi): Promise<SampleResult> {
  const { command, args, stdin } = COMMANDS[sample.language];
  const code = pointSampleAt(sample.code, mock.origin);
  const first = mock.requests.length;
  // A fresh folder per run: samples may keep state in files (the long-poll loop stores its place).
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "api-sample-"));
  return new Promise((resolve) => {
    const child = spawn(command, stdin ? args : [...args, code], {
      cwd: workDir,
      stdio: [stdin ? "pipe" : "ignore", "pipe", "pipe"],
      detached: true,
      env: { ...process.env, ...SAMPLE_ENVIRONMENT },
    });
    let output = "";
    let stoppedAfterLoop = false;
    let timedOut = false;
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    if (stdin) child.stdin?.end(code);
    const watch = setInterval(() => {
      if (mock.requests.length - first >= LOOP_REQUESTS) {
        stoppedAfterLoop = true;
        stopProcess(child);
      }
    }, 25);
    const timer = setTimeout(() => {
      timedOut = true;
      stopProcess(child);
    }, SAMPLE_TIMEOUT_MS);
    const finish = (exitCode: number | null, error?: Error): void => {
      clearInterval(watch);
      clearTimeout(timer);
      fs.rmSync(workDir, { recursive: true, force: true });
      const requests = mock.requests.slice(first);
      const rejected = describeRejected(requests);
      const reason = error
        ? `could not start ${command}: ${error.message}`
        : rejected.length > 0
          ? `the contract rejected ${rejected.length} request(s):\n    ${rejected.join("\n    ")}`
          : requests.length === 0
            ? "it sent no request to the API"
            : timedOut
              ? `it did not finish within ${SAMPLE_TIMEOUT_MS / 1000} s`
              : !stoppedAfterLoop && exitCode !== 0
                ? `it exited with code ${exitCode}`
                : null;
      resolve({
        sample,
        requests,
        failure: reason ? `${describeSample(sample)}: ${reason}\n${output.trim().slice(-1500)}` : null,
      });
    };
    child.once("error", (error) => finish(null, error));
    child.once("close", (exitCode) => finish(exitCode));
  });
}

/**
 * The API samples of every page under a docs folder (the API
 * pages and the protocol pages that call the API), in page order.
 */
export function listSamplesBelow(docsDir: string, projectRoot: string): ApiSample[] {
  return loadDocsFolder(docsDir, projectRoot).docs.flatMap((doc) => listApiSamples(doc.file, doc.body, doc.lineOffset));
}

export type CollectionRun = { readonly requests: number; readonly failures: string[] };

/**
 * Runs a Postman collection with newman, its `host` variable pointed
 * at the mock; failures name the collection file and the request.
 */
export function runCollection(collectionFile: string, mock: MockApi, label = collectionFile): Promise<CollectionRun> {
  const collection = JSON.parse(fs.readFileSync(collectionFile, "utf8")) as unknown;
  const first = mock.requests.length;
  return new Promise((resolve, reject) => {
    newman.run(
      { collection, envVar: [{ key: "host", value: mock.origin }], reporters: [], timeoutRequest: SAMPLE_TIMEOUT_MS },
      (error, summary) => {
        if (error) {
          reject(error);
          return;
        }
        const failures: string[] = [];
        // newman sends one request at a time, so the mock's records follow the executions in order.
        const requests = mock.requests.slice(first);
        let next = 0;
        for (const execution of summary.run.executions) {
          const url = execution.request.url.toString();
          const recorded = execution.requestError ? undefined : requests[next++];
          if (execution.requestError)
            failures.push(`${label}: request "${execution.item.name}" failed: ${execution.requestError.message}`);
          else if (!recorded)
            failures.push(`${label}: request "${execution.item.name}" never reached the mock (${url})`);
          else if (recorded.status >= 400 || recorded.problems.length > 0)
            failures.push(
              `${label}: request "${execution.item.name}" was rejected: ${describeRejected([recorded]).join("")}`,
            );
        }
        // Request errors are already listed per request above; the rest are failed Postman tests or scripts.
        const requestErrors = new Set(
          summary.run.executions.map((execution) => execution.requestError?.message).filter(Boolean),
        );
        for (const failure of summary.run.failures) {
          if (!requestErrors.has(failure.error.message))
            failures.push(`${label}: ${failure.source?.name ?? "collection"}: ${failure.error.message}`);
        }
        resolve({ requests: summary.run.executions.length, failures: [...new Set(failures)] });
      },
    );
  });
}
