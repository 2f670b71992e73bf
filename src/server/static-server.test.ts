/** @jest-environment node */
import fs from "fs";
import type { AddressInfo } from "net";
import os from "os";
import path from "path";
import { createStaticServer } from "./static-server";
import { algoliaConnectSources, buildContentSecurityPolicy } from "./security-headers";

describe("createStaticServer security headers", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "static-server-"));
    fs.writeFileSync(path.join(dir, "index.html"), "<script>home()</script>");
    fs.writeFileSync(path.join(dir, "404.html"), "<script>missing()</script>");
    fs.writeFileSync(path.join(dir, "app-1.js"), "x()");
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  async function fetchFrom(algoliaAppId: string | undefined, pathname: string): Promise<Response> {
    const server = createStaticServer(dir, { connectSources: algoliaConnectSources(algoliaAppId ? { appId: algoliaAppId } : null) });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      return await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${pathname}`);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }

  it("sends each HTML page's own CSP with the base headers", async () => {
    const response = await fetchFrom(undefined, "/");
    expect(response.headers.get("content-security-policy")).toBe(buildContentSecurityPolicy({ inlineScripts: ["home()"] }));
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
  });

  it("gives the 404 page its CSP and lists Algolia's hosts when configured", async () => {
    const response = await fetchFrom("APP1", "/nowhere");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-security-policy")).toBe(buildContentSecurityPolicy({ inlineScripts: ["missing()"], connectSources: algoliaConnectSources({ appId: "APP1" }) }));
  });

  it("sends no CSP with scripts and other assets", async () => {
    const response = await fetchFrom(undefined, "/app-1.js");
    expect(response.headers.get("content-security-policy")).toBeNull();
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
