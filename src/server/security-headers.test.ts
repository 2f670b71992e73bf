import { createHash } from "crypto";
import {
  algoliaConnectSources,
  algoliaHosts,
  buildContentSecurityPolicy,
  buildHeadersFile,
  findInlineScripts,
  hashScript,
  routesForHtmlFile,
} from "./security-headers";

const page =
  '<html><head><script>window.a=1;</script><script src="/app.js"></script>' +
  '<script type="application/ld+json">{"x":1}</script></head><body><SCRIPT id="l">b()</SCRIPT></body></html>';

describe("findInlineScripts and hashScript", () => {
  it("finds the inline scripts only, with their exact text", () => {
    expect(findInlineScripts(page)).toEqual(["window.a=1;", '{"x":1}', "b()"]);
  });

  it("hashes a script as the browser does (SHA-256 of the text, base64)", () => {
    const expected = createHash("sha256").update("window.a=1;").digest("base64");
    expect(hashScript("window.a=1;")).toBe(`'sha256-${expected}'`);
  });
});

describe("buildContentSecurityPolicy", () => {
  it("allows scripts from the site and the hashed inline scripts, never 'unsafe-inline' for scripts", () => {
    const csp = buildContentSecurityPolicy({ inlineScripts: ["a()", "a()", "b()"] });
    const scriptSrc = csp.split("; ").find((directive) => directive.startsWith("script-src ")) ?? "";
    expect(scriptSrc).toBe(`script-src 'self' ${hashScript("a()")} ${hashScript("b()")}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("; worker-src 'self';");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toContain("algolia");
  });

  it("adds the Algolia hosts to connect-src only when an application id is set", () => {
    const csp = buildContentSecurityPolicy({
      inlineScripts: [],
      connectSources: algoliaConnectSources({ appId: "ABC123" }),
    });
    expect(csp).toContain(`connect-src 'self' ${algoliaHosts("ABC123").join(" ")};`);
    expect(algoliaHosts("ABC123")).toEqual([
      "https://ABC123-dsn.algolia.net",
      "https://ABC123.algolia.net",
      "https://ABC123-1.algolianet.com",
      "https://ABC123-2.algolianet.com",
      "https://ABC123-3.algolianet.com",
    ]);
    expect(
      buildContentSecurityPolicy({ inlineScripts: [], connectSources: algoliaConnectSources({ appId: "  " }) }),
    ).toContain("connect-src 'self';");
    expect(buildContentSecurityPolicy({ inlineScripts: [], connectSources: algoliaConnectSources(null) })).toContain(
      "connect-src 'self';",
    );
    // Configured hosts (a proxy, or the tests' fake server) replace Algolia's.
    expect(
      algoliaConnectSources({
        appId: "ABC123",
        hosts: [{ url: "127.0.0.1:4001", protocol: "http" }, { url: "search.example.com" }],
      }),
    ).toEqual(["http://127.0.0.1:4001", "https://search.example.com"]);
  });
});

describe("routesForHtmlFile", () => {
  it("maps index files to their clean paths and other files to themselves", () => {
    expect(routesForHtmlFile("index.html")).toEqual(["/", "/index.html"]);
    expect(routesForHtmlFile("docs/a/index.html")).toEqual(["/docs/a", "/docs/a/"]);
    expect(routesForHtmlFile("docs/a.html")).toEqual(["/docs/a.html"]);
    expect(routesForHtmlFile("404.html")).toEqual(["/404.html"]);
  });
});

describe("buildHeadersFile", () => {
  it("sends the base headers everywhere and each page's own CSP on its paths only", () => {
    const file = buildHeadersFile(
      [
        { relativePath: "docs/b/index.html", html: "<script>b()</script>" },
        { relativePath: "docs/a/index.html", html: "<script>a()</script>" },
      ],
      { "X-Content-Type-Options": "nosniff" },
    );
    const cspA = buildContentSecurityPolicy({ inlineScripts: ["a()"] });
    const cspB = buildContentSecurityPolicy({ inlineScripts: ["b()"] });
    expect(file).toBe(
      "/*\n  X-Content-Type-Options: nosniff\n" +
        `/docs/a\n  Content-Security-Policy: ${cspA}\n/docs/a/\n  Content-Security-Policy: ${cspA}\n` +
        `/docs/b\n  Content-Security-Policy: ${cspB}\n/docs/b/\n  Content-Security-Policy: ${cspB}\n`,
    );
  });
});
