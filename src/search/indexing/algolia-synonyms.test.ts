/**
 * @jest-environment node
 */
// The synonym push against a fake Algolia host: what is sent, where, and with which key.
import http from "http";
import type { AddressInfo } from "net";
import path from "path";
import { algoliaSynonymsFor, pushAlgoliaSynonyms, toAlgoliaSynonyms } from "./algolia-synonyms";
import { readSynonyms } from "./synonyms";

type Received = { method: string; url: string; apiKey: string | undefined; body: unknown };

describe("Algolia synonyms push", () => {
  it("names each group after its first term", () => {
    expect(
      toAlgoliaSynonyms([
        ["MO", "mobile originated"],
        ["CDM", "Ceefax", "device manager"],
      ]),
    ).toEqual([
      { objectID: "synonym-mo", type: "synonym", synonyms: ["MO", "mobile originated"] },
      { objectID: "synonym-cdm", type: "synonym", synonyms: ["CDM", "Ceefax", "device manager"] },
    ]);
  });

  it("sends the table's groups first, then each irregular verb form with its verb", () => {
    const sent = algoliaSynonymsFor([["MO", "mobile originated"]]);
    expect(sent[0]).toEqual({ objectID: "synonym-mo", type: "synonym", synonyms: ["MO", "mobile originated"] });
    expect(sent.slice(1)).toContainEqual({ objectID: "verb-kept", type: "synonym", synonyms: ["kept", "keep"] });
    expect(sent.slice(1).every((synonym) => synonym.objectID.startsWith("verb-"))).toBe(true);
  });

  it(
    "sends the editors' table to the index's synonyms endpoint " + "with the admin key, replacing the old ones",
    async () => {
      const received: Received[] = [];
      const server = http.createServer((request, response) => {
        let body = "";
        request.on("data", (chunk: Buffer) => (body += chunk.toString()));
        request.on("end", () => {
          received.push({
            method: request.method ?? "",
            url: request.url ?? "",
            apiKey: request.headers["x-algolia-api-key"] as string | undefined,
            body: body ? JSON.parse(body) : null,
          });
          response
            .writeHead(200, { "Content-Type": "application/json" })
            .end(JSON.stringify({ taskID: 1, updatedAt: "2026-01-01T00:00:00Z" }));
        });
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      try {
        const groups = readSynonyms(path.join(__dirname, "..", "..", ".."));
        const host = { url: `127.0.0.1:${(server.address() as AddressInfo).port}`, protocol: "http" as const };
        const sent = await pushAlgoliaSynonyms(
          { appId: "APP", adminKey: "admin-key", indexName: "docs", hosts: [host] },
          groups,
        );
        expect(sent).toBe(groups.length);
        expect(received).toHaveLength(1);
        const [request] = received as [Received];
        expect(request.method).toBe("POST");
        expect(request.url).toMatch(/^\/1\/indexes\/docs\/synonyms\/batch\?.*replaceExistingSynonyms=(1|true)/);
        expect(request.apiKey ?? new URL(request.url, "http://x").searchParams.get("x-algolia-api-key")).toBe(
          "admin-key",
        );
        expect(request.body).toEqual(algoliaSynonymsFor(groups));
        expect(request.body).toContainEqual({ objectID: "verb-kept", type: "synonym", synonyms: ["kept", "keep"] });
        expect(request.body).toContainEqual({
          objectID: "synonym-sbd",
          type: "synonym",
          synonyms: ["SBD", "short burst data"],
        });
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    },
  );
});
