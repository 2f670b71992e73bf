import fs from "fs";
import path from "path";
import { readCollectionEndpoints, readDocumentedEndpoints, toSortedRecord } from "../../__fixtures__/postman";

const root = path.join(__dirname, "..", "..", "..");
const apiDir = path.join(root, "content", "docs", "api");
const collectionFile = path.join(root, "static", "cloudloop-data.postman_collection.json");

describe("endpoint readers", () => {
  it("reads endpoints and parameters from curl lines", () => {
    const page = [
      'curl "https://api.cloudloop.com/Data/GetThings?token=YOUR_API_TOKEN"',
      'curl -G "https://api.cloudloop.com/Data/GetMessageRecordsLongPoll?token=T&maxPollTime=30"',
      'curl "https://api.cloudloop.com/Data/GetMessageRecordsLongPoll?token=T&since=abc&maxPollTime=30"',
      'curl "https://api.cloudloop.com/Data/DoSendP6Message?token=T&thing=X&p6=%7B%7D"',
      'fetch("https://api.cloudloop.com/Data/Ignored?x=1")',
    ].join("\n");
    expect(toSortedRecord(readDocumentedEndpoints([page]))).toEqual({
      "Data/DoSendP6Message": ["p6", "thing", "token"],
      "Data/GetMessageRecordsLongPoll": ["maxPollTime", "since", "token"],
      "Data/GetThings": ["token"],
    });
  });

  it("reads nested Postman requests on the API host only", () => {
    const collection = {
      item: [
        {
          name: "Platform",
          item: [
            {
              name: "Ping",
              request: { url: { host: ["{{host}}"], path: ["Platform", "Ping"], query: [{ key: "token" }] } },
            },
          ],
        },
        {
          name: "Written out",
          request: {
            url: { host: ["api", "cloudloop", "com"], path: ["Data", "GetThings"], query: [{ key: "token" }] },
          },
        },
        { name: "Elsewhere", request: { url: { host: ["example", "com"], path: ["x"] } } },
      ],
    };
    expect(toSortedRecord(readCollectionEndpoints(collection))).toEqual({
      "Data/GetThings": ["token"],
      "Platform/Ping": ["token"],
    });
  });
});

describe("the Postman collection", () => {
  const collection = JSON.parse(fs.readFileSync(collectionFile, "utf8")) as {
    info: { schema: string };
    variable: Array<{ key: string; value: string; description?: string }>;
    item: never[];
  };
  type QueryParam = { key: string; value: string; disabled?: boolean };
  type Request = { url: { raw: string; host: string[]; path: string[]; query?: QueryParam[]; protocol?: string } };
  const requests: Request[] = [];
  const collect = (items: Array<{ item?: never[]; request?: Request }>): void => {
    for (const item of items) {
      if (item.item) collect(item.item);
      if (item.request) requests.push(item.request);
    }
  };
  collect(collection.item);
  const pages = fs
    .readdirSync(apiDir)
    .filter((file) => file.endsWith(".mdx"))
    .map((file) => fs.readFileSync(path.join(apiDir, file), "utf8"));

  it("is a Postman v2.1 collection with the api-token variable", () => {
    expect(collection.info.schema).toBe("https://schema.getpostman.com/json/collection/v2.1.0/collection.json");
    expect(collection.variable.map((variable) => variable.key)).toContain("api-token");
    expect(JSON.stringify(collection.item)).toContain("{{api-token}}");
  });

  it("sends every request to the {{host}} variable, which defaults to production", () => {
    expect(requests.length).toBeGreaterThanOrEqual(18);
    for (const request of requests) {
      expect(request.url.host).toEqual(["{{host}}"]);
      expect(request.url.raw.startsWith("{{host}}/")).toBe(true);
    }
    expect(collection.variable.find((variable) => variable.key === "host")?.value).toBe("https://api.cloudloop.com");
  });

  it("describes the host variable as switchable to the sandbox, and the Postman page says so", () => {
    const host = collection.variable.find((variable) => variable.key === "host");
    expect(host?.description).toMatch(/sandbox/i);
    const page = fs.readFileSync(path.join(apiDir, "postman.mdx"), "utf8");
    expect(page).toContain("{{host}}");
    expect(page).toMatch(/sandbox/i);
    expect(page).toContain("(/openapi.json)");
  });

  it("writes url.raw as {{host}}, the path and the enabled query values, with no protocol field", () => {
    for (const request of requests) {
      expect(request.url).not.toHaveProperty("protocol");
      const query = (request.url.query ?? [])
        .filter((param) => !param.disabled)
        .map((param) => `${param.key}=${param.value}`);
      expect(request.url.raw).toBe(
        `{{host}}/${request.url.path.join("/")}${query.length ? `?${query.join("&")}` : ""}`,
      );
    }
  });

  it("percent-encodes JSON query values of valid examples (p6 without its mt wrapper, Ceefax with a string id)", () => {
    const values = new Map<string, string>();
    for (const request of requests) {
      for (const param of request.url.query ?? []) values.set(param.key, param.value);
    }
    for (const key of ["p6", "iot", "ceefax"]) {
      const value = values.get(key) ?? "";
      expect(value).toMatch(/^%7B[A-Za-z0-9%._~-]*%7D$/);
      expect(() => JSON.parse(decodeURIComponent(value))).not.toThrow();
    }
    const p6 = JSON.parse(decodeURIComponent(values.get("p6") ?? "{}")) as Record<string, unknown>;
    expect(p6).not.toHaveProperty("mt");
    expect(p6.type).toBe("MT_MESSAGE_TEXT");
    const ceefax = JSON.parse(decodeURIComponent(values.get("ceefax") ?? "{}")) as {
      ceefaxMessages: { message: Array<Record<string, unknown>> };
    };
    for (const item of ceefax.ceefaxMessages.message) expect(typeof item.id).toBe("string");
    expect(ceefax.ceefaxMessages.message[0]).toHaveProperty("rebootRequest");
  });

  it("writes hex payloads in lower case, as the published examples do", () => {
    for (const request of requests) {
      if (!request.url.path.join("/").startsWith("Data/DoSendSbd")) continue;
      const message = request.url.query?.find((param) => param.key === "message")?.value ?? "";
      expect(message).toMatch(/^(?:[0-9a-f]{2})+$/);
    }
  });

  it("covers exactly the endpoints and parameters the API pages document", () => {
    const documented = toSortedRecord(readDocumentedEndpoints(pages));
    expect(Object.keys(documented).length).toBeGreaterThanOrEqual(10);
    expect(documented).toHaveProperty("Platform/Ping");
    expect(toSortedRecord(readCollectionEndpoints(collection))).toEqual(documented);
  });

  it("is linked from the Postman page", () => {
    expect(fs.readFileSync(path.join(apiDir, "postman.mdx"), "utf8")).toContain(
      "(/cloudloop-data.postman_collection.json)",
    );
  });
});
