// One source for the Content-Security-Policy of a built page, used by the static server and the build's _headers file.
import { createHash } from "crypto";
import type { AlgoliaSettings } from "../search/config";
import type { BuiltHtmlPage } from "./built-html";

/** Every inline <script> body of a page (external scripts are covered by 'self'). */
export function findInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((match) => !/\ssrc\s*=/i.test(match[1] ?? ""))
    .map((match) => match[2] ?? "");
}

/** CSP source expression of one inline script: the SHA-256 of its exact text. */
export function hashScript(body: string): string {
  return `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;
}

/** The origins the browser searches: the configured hosts, else Algolia's for the app; none for the local index. */
export function algoliaConnectSources(algolia: Pick<AlgoliaSettings, "appId" | "hosts"> | null | undefined): string[] {
  if (!algolia?.appId.trim()) return [];
  return algolia.hosts
    ? algolia.hosts.map((host) => `${host.protocol ?? "https"}://${host.url}`)
    : algoliaHosts(algolia.appId.trim());
}

/** Algolia's search hosts for an application (the DSN host, the main host and the three fallbacks). */
export function algoliaHosts(appId: string): string[] {
  return [
    `https://${appId}-dsn.algolia.net`,
    `https://${appId}.algolia.net`,
    ...[1, 2, 3].map((n) => `https://${appId}-${n}.algolianet.com`),
  ];
}

export type CspOptions = {
  /** Inline scripts the page runs, hashed into script-src. */
  readonly inlineScripts: readonly string[];
  /** Origins the page may fetch from besides itself: the Algolia hosts when the build searches hosted Algolia. */
  readonly connectSources?: readonly string[] | undefined;
};

/**
 * Scripts run only from the site or by hash, workers only from the site. Styles keep 'unsafe-inline': Emotion writes
 * <style> tags (in the server render and in the browser) and components set style attributes (the announcement's
 * colours), which hashes cannot cover.
 */
export function buildContentSecurityPolicy({ inlineScripts, connectSources = [] }: CspOptions): string {
  const hashes = [...new Set(inlineScripts.map(hashScript))];
  const directives: Array<[string, ...string[]]> = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...hashes],
    // The search worker is a hashed script of the site; no inline, blob: or data: workers.
    ["worker-src", "'self'"],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'", ...connectSources],
    ["manifest-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/**
 * Site paths a built HTML file answers ("docs/a/index.html" → /docs/a, /docs/a/), as the static server serves them.
 */
export function routesForHtmlFile(relativePath: string): string[] {
  const clean = relativePath.split("\\").join("/").replace(/^\/+/, "");
  if (clean === "index.html") return ["/", "/index.html"];
  if (clean.endsWith("/index.html")) {
    const route = `/${clean.slice(0, -"/index.html".length)}`;
    return [route, `${route}/`];
  }
  return [`/${clean}`];
}

/**
 * The `_headers` file of common static hosts (Netlify, Cloudflare Pages): the base headers for every path, and each
 * page's own CSP on its paths only, since hosts merge repeated header names and two CSPs would both be enforced.
 */
export function buildHeadersFile(
  pages: readonly BuiltHtmlPage[],
  baseHeaders: Readonly<Record<string, string>>,
  connectSources: readonly string[] = [],
): string {
  const block = (paths: readonly string[], headers: Readonly<Record<string, string>>): string =>
    paths
      .map(
        (route) =>
          `${route}\n${Object.entries(headers)
            .map(([name, value]) => `  ${name}: ${value}\n`)
            .join("")}`,
      )
      .join("");
  const sorted = [...pages].sort((a, b) => a.relativePath.localeCompare(b.relativePath));
  return [
    block(["/*"], baseHeaders),
    ...sorted.map((page) =>
      block(routesForHtmlFile(page.relativePath), {
        "Content-Security-Policy": buildContentSecurityPolicy({
          inlineScripts: findInlineScripts(page.html),
          connectSources,
        }),
      }),
    ),
  ].join("");
}
