/** @jest-environment node */
import http from "http";
import type { AddressInfo } from "net";
import zlib from "zlib";
import { cacheControlFor, createStaticServer } from "./static-server";
import { algoliaConnectSources, buildContentSecurityPolicy } from "./security-headers";
import { setUpTempDir } from "../__fixtures__/temp-dir";

describe("createStaticServer security headers", () => {
  const tempDir = setUpTempDir("static-server-", {
    "index.html": "<script>home()</script>",
    "404.html": "<script>missing()</script>",
    "app-1.js": "x()",
  });

  async function fetchFrom(algoliaAppId: string | undefined, pathname: string): Promise<Response> {
    const server = createStaticServer(tempDir(), {
      connectSources: algoliaConnectSources(algoliaAppId ? { appId: algoliaAppId } : null),
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      return await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${pathname}`);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }

  it("sends each HTML page's own CSP with the base headers", async () => {
    const response = await fetchFrom(undefined, "/");
    expect(response.headers.get("content-security-policy")).toBe(
      buildContentSecurityPolicy({ inlineScripts: ["home()"] }),
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
  });

  it("gives the 404 page its CSP and lists Algolia's hosts when configured", async () => {
    const response = await fetchFrom("APP1", "/nowhere");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-security-policy")).toBe(
      buildContentSecurityPolicy({
        inlineScripts: ["missing()"],
        connectSources: algoliaConnectSources({ appId: "APP1" }),
      }),
    );
  });

  it("sends no CSP with scripts and other assets", async () => {
    const response = await fetchFrom(undefined, "/app-1.js");
    expect(response.headers.get("content-security-policy")).toBeNull();
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("createStaticServer compression", () => {
  const script = `${"function render(node) { return node.children.map(render).join(''); }\n".repeat(200)}`;
  const image = Buffer.alloc(4096, 7);
  const tempDir = setUpTempDir("static-server-gz-", {
    "index.html": `<!doctype html><title>Home</title>${"<p>Cloudloop</p>".repeat(100)}`,
    "404.html": `<!doctype html><title>Missing</title>${"<p>Not here</p>".repeat(100)}`,
    "app-1.js": script,
    "page.md": "# Title\n\nSome words about the platform.\n".repeat(40),
    "tiny.json": "{}",
    "photo.png": image,
    "font.woff2": image,
  });

  type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

  /** Raw HTTP (fetch would decode the body and hide Content-Length) against a fresh server. */
  async function request(pathname: string, acceptEncoding: string | null, method = "GET"): Promise<RawResponse> {
    const server = createStaticServer(tempDir(), { connectSources: [] });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      return await new Promise<RawResponse>((resolve, reject) => {
        const headers: http.OutgoingHttpHeaders = acceptEncoding === null ? {} : { "Accept-Encoding": acceptEncoding };
        const outgoing = http.request(
          { host: "127.0.0.1", port: (server.address() as AddressInfo).port, path: pathname, method, headers },
          (incoming) => {
            const chunks: Buffer[] = [];
            incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
            incoming.on("end", () =>
              resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }),
            );
          },
        );
        outgoing.on("error", reject);
        outgoing.end();
      });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }

  it("sends Brotli when accepted, with a Content-Length of the compressed body that decodes to the file", async () => {
    const response = await request("/app-1.js", "gzip, deflate, br");
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toBe("Accept-Encoding");
    expect(Number(response.headers["content-length"])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(script.length / 5);
    expect(zlib.brotliDecompressSync(response.body).toString("utf8")).toBe(script);
  });

  it("sends gzip to a browser that accepts only gzip (Chromium over plain HTTP)", async () => {
    const response = await request("/", "gzip, deflate");
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(Number(response.headers["content-length"])).toBe(response.body.length);
    expect(zlib.gunzipSync(response.body).toString("utf8")).toContain("<title>Home</title>");
    expect(response.headers["content-security-policy"]).toBeDefined();
  });

  it("compresses Markdown and the 404 page, keeping the 404 status", async () => {
    expect((await request("/page.md", "gzip")).headers["content-encoding"]).toBe("gzip");
    const missing = await request("/nowhere", "br");
    expect(missing.status).toBe(404);
    expect(zlib.brotliDecompressSync(missing.body).toString("utf8")).toContain("Not here");
  });

  it("sends the body as is with no Accept-Encoding or every encoding refused, still varying on it", async () => {
    for (const accept of [null, "identity", "br;q=0, gzip;q=0", "*;q=0"]) {
      const response = await request("/app-1.js", accept);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.headers.vary).toBe("Accept-Encoding");
      expect(response.body.toString("utf8")).toBe(script);
      expect(Number(response.headers["content-length"])).toBe(script.length);
    }
  });

  it("never compresses images and fonts, which are compressed already, nor tiny bodies", async () => {
    for (const pathname of ["/photo.png", "/font.woff2"]) {
      const response = await request(pathname, "br, gzip");
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.headers.vary).toBeUndefined();
      expect(response.body.equals(image)).toBe(true);
    }
    expect((await request("/tiny.json", "br, gzip")).headers["content-encoding"]).toBeUndefined();
  });

  it("answers HEAD with the compressed length and no body", async () => {
    const get = await request("/app-1.js", "br");
    const head = await request("/app-1.js", "br", "HEAD");
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.headers["content-length"]).toBe(String(get.body.length));
    expect(head.body.length).toBe(0);
  });
});

describe("cacheControlFor", () => {
  const YEAR = "public, max-age=31536000, immutable";
  const REVALIDATE = "public, max-age=0, must-revalidate";
  it.each([
    ["app-0284564f2b09eaadb50a.js", YEAR],
    ["search-worker-4fee6f6e7babaa647fc3.js", YEAR],
    ["search-index/cloudloop_docs.json", REVALIDATE],
    ["search-index/cloudloop_docs/terms-se-0123456789abcdef.json", YEAR],
    ["search-index/cloudloop_docs/page-12-0123abcd.json", YEAR],
    ["page-data/app-data-0123456789abcdef0123.json", REVALIDATE],
    ["docs/a/index.html", REVALIDATE],
  ])(
    "%s: %s (hashed scripts and index fragments for a year, the search worker's too; the rest revalidated)",
    (file, header) => {
      expect(cacheControlFor(file)).toBe(header);
    },
  );
});
