/** @jest-environment node */
import http from "http";
import type { AddressInfo } from "net";
import os from "os";
import path from "path";
import { pathToFileURL } from "url";
import { setUpTempDir } from "../../__fixtures__/temp-dir";
import { openSite, resolveInside, toSiteRoot } from "./site-files";

describe("toSiteRoot", () => {
  it("makes a folder or a base URL a root ending in a slash", () => {
    const dir = path.join(os.tmpdir(), "site", "public");
    expect(toSiteRoot({ dir }).href).toBe(`${pathToFileURL(dir).href}/`);
    expect(toSiteRoot({ site: "https://docs.example.com/preview?x=1" }).href).toBe("https://docs.example.com/preview/");
  });

  it("refuses a site that is not http(s)", () => {
    expect(() => toSiteRoot({ site: "ftp://docs.example.com" })).toThrow("Not an http(s) site");
  });
});

describe("resolveInside", () => {
  const root = new URL("https://docs.example.com/preview/");

  it("resolves a site path or a URL of the site below the root", () => {
    expect(resolveInside(root, "/llms.txt")?.href).toBe("https://docs.example.com/preview/llms.txt");
    expect(resolveInside(root, "https://docs.example.com/preview/a.json")?.href).toBe(
      "https://docs.example.com/preview/a.json",
    );
  });

  it.each([
    "../../etc/passwd",
    "/docs/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
    "https://evil.example.com/preview/llms.txt",
    "https://docs.example.com/other/llms.txt",
  ])("refuses %s", (target) => {
    expect(resolveInside(root, target)).toBeNull();
  });
});

describe("openSite", () => {
  const dir = setUpTempDir("mcp-site-", { "llms.txt": "# Docs\n", "docs/data.md": "# Data\n" });

  it("reads a folder's files, null for a missing one, and refuses one outside", async () => {
    const site = openSite(toSiteRoot({ dir: dir() }));
    expect(await site.readText("/docs/data.md")).toBe("# Data\n");
    expect(await site.readText("/docs/missing.md")).toBeNull();
    await expect(site.readText("../../etc/passwd")).rejects.toThrow("is outside the site");
    expect((await site.fetch("/docs/")).status).toBe(404);
  });

  it("reads a deployed site's files, null for a missing one, and an error for a failed one", async () => {
    const server = http.createServer((request, response) => {
      response.writeHead(request.url === "/llms.txt" ? 200 : request.url === "/broken" ? 500 : 404);
      response.end(request.url === "/llms.txt" ? "# Docs\n" : "");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const site = openSite(toSiteRoot({ site: base }));
      expect(await site.readText("/llms.txt")).toBe("# Docs\n");
      expect(await site.readText("/missing")).toBeNull();
      await expect(site.readText("/broken")).rejects.toThrow("answered HTTP 500 for /broken");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("names the cause when the site cannot be reached", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    await expect(openSite(toSiteRoot({ site: base })).readText("/llms.txt")).rejects.toThrow(
      `Could not read /llms.txt from ${base}/: ECONNREFUSED`,
    );
  });
});
