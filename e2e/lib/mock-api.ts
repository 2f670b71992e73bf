// Starts Prism's mock of static/openapi.json on loopback behind a recording
// proxy, so tests can run samples and Postman against the contract.
import { spawn, type ChildProcess } from "child_process";
import http from "http";
import net from "net";
import path from "path";
import { checkQuery, createSchemaValidator, listOperations, readContract } from "../../src/content/check/contract";

/** One request a sample or a runner sent, with Prism's answer and what the proxy found wrong with it. */
export type RecordedRequest = {
  readonly method: string;
  readonly url: string;
  readonly status: number;
  /**
   * Problems Prism reported (its 4xx body) or the proxy found (unknown parameter names, JSON parameters off schema).
   */
  readonly problems: readonly string[];
};

export type MockApi = {
  /** http://127.0.0.1:PORT: put it where a sample has https://api.cloudloop.com. */
  readonly origin: string;
  /** Every request so far, oldest first. */
  readonly requests: readonly RecordedRequest[];
  /** Stops Prism (by its process group) and the proxy. */
  close(): Promise<void>;
};

const PROJECT_ROOT = path.join(__dirname, "..", "..");
export const CONTRACT_PATH = path.join(PROJECT_ROOT, "static", "openapi.json");
const PRISM_BIN = path.join(PROJECT_ROOT, "node_modules", ".bin", "prism");
const START_TIMEOUT_MS = 60_000;

/** A port that is free on 127.0.0.1 right now. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Runs `prism mock` with request validation on a loopback port; rejects with Prism's own output when it cannot start.
 */
function startPrism(contractFile: string, port: number): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const prism = spawn(PRISM_BIN, ["mock", "-h", "127.0.0.1", "-p", String(port), "--errors", contractFile], {
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    let output = "";
    const fail = (reason: string): void => {
      clearTimeout(timer);
      stopProcess(prism);
      const inUse = /EADDRINUSE/.test(output) ? ` Port ${port} on 127.0.0.1 is in use.` : "";
      reject(
        new Error(
          `The Prism mock of ${path.relative(PROJECT_ROOT, contractFile)} did not start: ${reason}.${inUse}\n` +
            `${output.slice(-2000)}`,
        ),
      );
    };
    const timer = setTimeout(() => fail(`not listening after ${START_TIMEOUT_MS / 1000} s`), START_TIMEOUT_MS);
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      if (output.includes(`Prism is listening on http://127.0.0.1:${port}`)) {
        clearTimeout(timer);
        prism.stdout?.removeAllListeners("data");
        prism.stderr?.removeAllListeners("data");
        // Keep draining so a chatty mock never blocks on a full pipe.
        prism.stdout?.resume();
        prism.stderr?.resume();
        resolve(prism);
      }
    };
    prism.stdout?.on("data", read);
    prism.stderr?.on("data", read);
    prism.once("error", (error) => fail(error.message));
    prism.once("exit", (code, signal) => fail(`it exited (${signal ?? `code ${code}`})`));
  });
}

/** Stops a process started detached, with the children of its group. */
export function stopProcess(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    child.kill("SIGTERM");
  }
}

function readProblems(status: number, body: string): string[] {
  if (status < 400) return [];
  try {
    const parsed = JSON.parse(body) as { title?: string; detail?: string; validation?: Array<{ message?: string }> };
    const validation = (parsed.validation ?? []).map((entry) => entry.message ?? "").filter(Boolean);
    return validation.length > 0 ? validation : [`${status} ${parsed.title ?? ""}: ${parsed.detail ?? body}`.trim()];
  } catch {
    return [`${status}: ${body.slice(0, 300)}`];
  }
}

/**
 * Prism (request validation on) behind a proxy that records every request and adds the two checks Prism leaves out:
 * query parameter names the contract does not know, and JSON-encoded parameters that break their schema.
 */
export async function startMockApi(contractFile = CONTRACT_PATH): Promise<MockApi> {
  const contract = readContract(contractFile);
  const validator = createSchemaValidator(contract);
  const operations = new Map(
    listOperations(contract).map((operation) => [`${operation.method} ${operation.path}`, operation]),
  );
  const prismPort = await findFreePort();
  const prism = await startPrism(contractFile, prismPort);
  const requests: RecordedRequest[] = [];

  const proxy = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const operation = operations.get(`${request.method ?? "GET"} ${url.pathname}`);
    const ownProblems = operation
      ? checkQuery(operation, url.searchParams, validator)
      : [`${request.method} ${url.pathname} is not in the contract`];
    const upstream = http.request(
      { host: "127.0.0.1", port: prismPort, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const body = Buffer.concat(chunks);
          const status = answer.statusCode ?? 0;
          requests.push({
            method: request.method ?? "GET",
            url: `${url.pathname}${url.search}`,
            status,
            problems: [...ownProblems, ...readProblems(status, body.toString())],
          });
          response.writeHead(status, answer.headers);
          response.end(body);
        });
      },
    );
    upstream.on("error", (error) => {
      requests.push({
        method: request.method ?? "GET",
        url: `${url.pathname}${url.search}`,
        status: 502,
        problems: [`the mock did not answer: ${error.message}`],
      });
      response.writeHead(502).end();
    });
    request.pipe(upstream);
  });
  try {
    await new Promise<void>((resolve, reject) => {
      proxy.once("error", reject);
      proxy.listen(0, "127.0.0.1", resolve);
    });
  } catch (error) {
    stopProcess(prism);
    throw error;
  }
  const { port } = proxy.address() as net.AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: async () => {
      stopProcess(prism);
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}

/** A readable line for each request that the contract or the mock rejected. */
export function describeRejected(requests: readonly RecordedRequest[]): string[] {
  return requests
    .filter((request) => request.status >= 400 || request.problems.length > 0)
    .map((request) => `${request.method} ${request.url} → ${request.status}: ${request.problems.join("; ")}`);
}
