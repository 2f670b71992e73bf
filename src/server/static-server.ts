// The production static server behind `npm start` and the browser tests: page rules, 404s and security headers.
import fs from "fs";
import http from "http";
import path from "path";
import { candidateFiles } from "../lib/url";
import { chooseEncoding, createCompressionCache, isCompressible, MIN_COMPRESSIBLE_BYTES } from "./compression";
import { readSearchConfig } from "../search/config";
import { algoliaConnectSources, buildContentSecurityPolicy, findInlineScripts } from "./security-headers";

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
};

export const BASE_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
  "X-Frame-Options": "DENY",
};

/** Long cache for content-hashed assets (scripts, styles, search index fragments), revalidation for everything else. */
export function cacheControlFor(relativePath: string): string {
  if (
    relativePath.startsWith("static/") ||
    /-[0-9a-f]{16,}\.(js|css)$/.test(relativePath) ||
    /^search-index\/.+-[0-9a-f]{8,}\.json$/.test(relativePath)
  ) {
    return "public, max-age=31536000, immutable";
  }
  return "public, max-age=0, must-revalidate";
}

function findFile(root: string, pathname: string): string | null {
  for (const candidate of candidateFiles(pathname)) {
    const absolute = path.join(root, candidate);
    if (!absolute.startsWith(root + path.sep) && absolute !== root) continue;
    try {
      if (fs.statSync(absolute).isFile()) return absolute;
    } catch {
      // Not this candidate; try the next.
    }
  }
  return null;
}

export type StaticServerOptions = {
  /** Extra headers for every response (e.g. a Content-Security-Policy). */
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * Origins the CSP lets pages fetch from; defaults to the Algolia
   * hosts of the GATSBY_ALGOLIA_* variables, as the build reads them.
   */
  readonly connectSources?: readonly string[] | undefined;
  /** Bytes of compressed bodies kept in memory (default 64 MB, several times the whole real site). */
  readonly compressionCacheBytes?: number;
};

/**
 * Serves a Gatsby build folder: pages by their clean paths, .html and index.html aliases, 404 page with status 404;
 * text formats go out Brotli- or gzip-compressed when the request accepts it, like a CDN would send them.
 */
export function createStaticServer(publicDir: string, options: StaticServerOptions = {}): http.Server {
  const root = path.resolve(publicDir);
  const connectSources = options.connectSources ?? algoliaConnectSources(readSearchConfig().algolia);
  const compressed = createCompressionCache(options.compressionCacheBytes ?? 64 * 1024 * 1024);
  return http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const headers = { ...BASE_HEADERS, ...options.headers };
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { ...headers, Allow: "GET, HEAD" }).end();
      return;
    }
    const file = findFile(root, url.pathname);
    const status = file ? 200 : 404;
    const served = file ?? path.join(root, "404.html");
    const relative = path.relative(root, served).split(path.sep).join("/");
    fs.readFile(served, (error, body) => {
      if (error) {
        response.writeHead(404, { ...headers, "Content-Type": "text/plain; charset=utf-8" }).end("Not found");
        return;
      }
      const extension = path.extname(served).toLowerCase();
      // Each page's CSP hashes that page's own inline scripts (Gatsby writes a different page-path script per page).
      const csp =
        extension === ".html"
          ? {
              "Content-Security-Policy": buildContentSecurityPolicy({
                inlineScripts: findInlineScripts(body.toString("utf8")),
                connectSources,
              }),
            }
          : {};
      const compressible = isCompressible(extension);
      const encoding =
        compressible && body.length >= MIN_COMPRESSIBLE_BYTES
          ? chooseEncoding(request.headers["accept-encoding"])
          : null;
      const send = (payload: Buffer, sentEncoding: string | null): void => {
        response.writeHead(status, {
          ...csp,
          ...headers,
          "Content-Type": CONTENT_TYPES[extension] ?? "application/octet-stream",
          "Content-Length": payload.length,
          "Cache-Control": status === 404 ? "no-store" : cacheControlFor(relative),
          ...(compressible ? { Vary: "Accept-Encoding" } : {}),
          ...(sentEncoding ? { "Content-Encoding": sentEncoding } : {}),
        });
        response.end(request.method === "HEAD" ? undefined : payload);
      };
      if (!encoding) {
        send(body, null);
        return;
      }
      fs.stat(served, (statError, stats) => {
        const version = statError ? `${body.length}` : `${stats.size}:${stats.mtimeMs}`;
        compressed.get(`${served}:${version}`, body, encoding).then(
          (payload) => send(payload, encoding),
          () => send(body, null),
        );
      });
    });
  });
}
