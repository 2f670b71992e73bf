// The hosted path against a fake Algolia on 127.0.0.1: the real algoliasearch/lite browser build over jsdom's XHR.
import http from "http";
import type { AddressInfo } from "net";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getSearchClient, REQUEST_PARAMETERS } from ".";
import type { AlgoliaHost } from "../config";
import { ERROR_HELP, ERROR_TITLE, getErrorCause } from "../errors";
import { getSearchParams } from "../params";
import SearchDialog from "../widgets/SearchDialog";

// Jest ignores package.json "browser" fields; the site's bundle gets the lite browser build, so the test does too.
jest.mock("algoliasearch/lite", () => jest.requireActual("algoliasearch/dist/algoliasearch-lite.umd.js"));

type Behaviour = "ok" | "connect-timeout" | "socket-timeout" | "reset" | "503" | "403";
type Seen = { url: URL; body: { requests: Array<{ indexName: string; params: string }> } };

const answer = {
  hits: [
    {
      objectID: "1",
      type: "lvl1",
      url: "/docs/api/authentication",
      hierarchy: { lvl0: "API", lvl1: "Authentication" },
    },
  ],
  nbHits: 1,
  page: 0,
  nbPages: 1,
  hitsPerPage: 20,
  processingTimeMS: 1,
  exhaustiveNbHits: true,
  query: "token",
  params: "",
};

const servers: http.Server[] = [];
const stalled: http.ServerResponse[] = [];

async function fakeHost(behaviour: Behaviour, seen: Seen[]): Promise<AlgoliaHost> {
  const server = http.createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    request.on("end", () => {
      seen.push({
        url: new URL(request.url ?? "/", "http://127.0.0.1"),
        body: raw ? JSON.parse(raw) : { requests: [] },
      });
      const cors = { "Access-Control-Allow-Origin": "*", "Content-Type": "application/json" };
      if (behaviour === "connect-timeout") return void stalled.push(response);
      if (behaviour === "socket-timeout") {
        response.writeHead(200, cors);
        response.flushHeaders();
        return void stalled.push(response);
      }
      if (behaviour === "reset") return void request.socket.destroy();
      if (behaviour === "503")
        return void response.writeHead(503, cors).end(JSON.stringify({ message: "busy", status: 503 }));
      if (behaviour === "403")
        return void response
          .writeHead(403, cors)
          .end(JSON.stringify({ message: "Invalid Application-ID or API key", status: 403 }));
      response.writeHead(200, cors).end(JSON.stringify({ results: [answer] }));
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `127.0.0.1:${(server.address() as AddressInfo).port}`, protocol: "http" };
}

let appNumber = 0;
/** A fresh application id per test, so the 120 s host-down memory of one test does not leak into the next. */
const clientFor = (hosts: AlgoliaHost[]) =>
  getSearchClient({
    indexName: "docs",
    algolia: {
      appId: `TESTAPP${(appNumber += 1)}`,
      searchKey: "search-only-key",
      hosts,
    },
    localIndexUrl: "/unused.json",
  });

const request = {
  indexName: "docs",
  params: { query: "token", ...getSearchParams(10), facets: ["*"], tagFilters: "" },
};

// jsdom logs every failed XHR; the failures here are the point of the test.
const logError = console.error;
beforeEach(() => {
  jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes("socket hang up")) logError(...args);
  });
});

afterEach(async () => {
  jest.restoreAllMocks();
  stalled.splice(0).forEach((response) => response.destroy());
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe("hosted search (algoliasearch/lite)", () => {
  it("sends the spec's parameters, the search key in the query string and the agent", async () => {
    const seen: Seen[] = [];
    const client = clientFor([await fakeHost("ok", seen)]);
    client.addAlgoliaAgent?.("test-suite", "1.0");
    const { results } = await client.search([request]);
    expect(results[0]?.hits[0]?.url).toBe("/docs/api/authentication");
    const [call] = seen;
    expect(call?.url.pathname).toBe("/1/indexes/*/queries");
    expect(call?.url.searchParams.get("x-algolia-api-key")).toBe("search-only-key");
    expect(call?.url.searchParams.get("x-algolia-agent")).toMatch(
      /^Algolia for JavaScript \(4\.\d+\.\d+\); Browser \(lite\).*; test-suite \(1\.0\)$/,
    );
    const sent = new URLSearchParams(call?.body.requests[0]?.params);
    expect(call?.body.requests[0]?.indexName).toBe("docs");
    expect([...sent.keys()].sort()).toEqual([...REQUEST_PARAMETERS].sort());
    expect(sent.get("hitsPerPage")).toBe("20");
    expect(JSON.parse(sent.get("facetFilters") ?? "")).toEqual([
      "language:en",
      ["docusaurus_tag:default", "docusaurus_tag:docs-default-current"],
    ]);
  });

  it.each<[Behaviour]>([["connect-timeout"], ["socket-timeout"], ["reset"], ["503"]])(
    "tries the next host after %s",
    async (behaviour) => {
      const first: Seen[] = [];
      const second: Seen[] = [];
      const client = clientFor([await fakeHost(behaviour, first), await fakeHost("ok", second)]);
      const { results } = await client.search([request]);
      expect(results[0]?.nbHits).toBe(1);
      expect(first).toHaveLength(1);
      expect(second).toHaveLength(1);
      // A host that failed is left alone for a while (120 s when down); one that timed out goes last.
      await client.search([{ ...request, params: { ...request.params, query: "token 2" } }]);
      expect(first).toHaveLength(1);
      expect(second).toHaveLength(2);
    },
  );

  it("raises a 4xx as an API error without trying another host", async () => {
    const second: Seen[] = [];
    const client = clientFor([await fakeHost("403", []), await fakeHost("ok", second)]);
    const error = await client.search([request]).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: "ApiError", status: 403, message: "Invalid Application-ID or API key" });
    expect(second).toHaveLength(0);
  });

  it("raises a retry error naming the cause when every host fails", async () => {
    const timedOut = await clientFor([await fakeHost("reset", []), await fakeHost("connect-timeout", [])])
      .search([request])
      .catch((caught: unknown) => caught);
    expect(timedOut).toMatchObject({ name: "RetryError" });
    expect(getErrorCause(timedOut)).toBe("Connection timeout");
    const offline = await clientFor([await fakeHost("socket-timeout", []), await fakeHost("reset", [])])
      .search([request])
      .catch((caught: unknown) => caught);
    expect(getErrorCause(offline)).toBe("Network request failed");
  });

  it("shows the error screen in the modal when every host fails", async () => {
    const client = clientFor([await fakeHost("503", []), await fakeHost("socket-timeout", [])]);
    const user = userEvent.setup();
    render(<SearchDialog onClose={jest.fn()} searchClient={client} indexName="docs" />);
    await user.type(screen.getByRole("combobox", { name: "Search the documentation" }), "token");
    expect(await screen.findByText(ERROR_TITLE, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(ERROR_HELP)).toBeInTheDocument();
    expect(screen.getByText("Socket timeout")).toBeInTheDocument();
    await act(async () => undefined);
  });
});
