// Content negotiation and on-the-fly compression for the static
// server, so `npm start` sends the bytes a real host would.
import { promisify } from "util";
import zlib from "zlib";

export type ContentEncoding = "br" | "gzip";

/** Text formats worth compressing; images, fonts (woff2 is already Brotli inside) and archives are sent as they are. */
const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".json",
  ".map",
  ".svg",
  ".txt",
  ".md",
  ".xml",
  ".webmanifest",
]);

/** Bodies smaller than this gain less than the encoding header and a round of CPU costs (CDNs use a similar floor). */
export const MIN_COMPRESSIBLE_BYTES = 256;

export function isCompressible(extension: string): boolean {
  return COMPRESSIBLE_EXTENSIONS.has(extension.toLowerCase());
}

/**
 * The encoding to send for a request's Accept-Encoding header: Brotli first, then gzip, honouring q-values
 * ("gzip;q=0" refuses gzip, "*" stands for any encoding not named). null means send the body as it is.
 */
export function chooseEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...parameters] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const quality = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)).find(Boolean);
    const weight = quality ? Number(quality[1]) : 1;
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: ContentEncoding): number => weights.get(name) ?? weights.get("*") ?? 0;
  const best = (["br", "gzip"] as const)
    .filter((name) => weightOf(name) > 0)
    .sort((a, b) => weightOf(b) - weightOf(a))[0];
  return best ?? null;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Bodies up to this size get the strongest settings, as a host that precompresses its assets would send them. */
export const MAX_STRONG_COMPRESSION_BYTES = 256 * 1024;

/**
 * The strongest levels for assets up to MAX_STRONG_COMPRESSION_BYTES (slow, but paid once per file and cached); above
 * it, the levels CDNs use to compress large files on the fly, so a large index is still served quickly.
 */
export function compressBody(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  const strong = body.length <= MAX_STRONG_COMPRESSION_BYTES;
  if (encoding === "br") {
    return brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: strong ? 11 : 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    });
  }
  return gzip(body, { level: strong ? 9 : 6 });
}

export type CompressionCache = {
  /** The compressed body of a file version (path, size and modification time identify it), compressed once. */
  get(key: string, body: Buffer, encoding: ContentEncoding): Promise<Buffer>;
  /** Bytes of compressed bodies held. */
  readonly size: number;
};

/** A small in-memory cache of compressed bodies, oldest dropped first once over maxBytes. */
export function createCompressionCache(
  maxBytes: number,
  compress: typeof compressBody = compressBody,
): CompressionCache {
  const entries = new Map<string, Promise<Buffer>>();
  const sizes = new Map<string, number>();
  let total = 0;
  const evict = (): void => {
    for (const [key, bytes] of sizes) {
      if (total <= maxBytes) return;
      sizes.delete(key);
      entries.delete(key);
      total -= bytes;
    }
  };
  return {
    get(key, body, encoding) {
      const cacheKey = `${encoding}:${key}`;
      const cached = entries.get(cacheKey);
      if (cached) return cached;
      const pending = compress(body, encoding).then(
        (compressed) => {
          if (entries.get(cacheKey) === pending) {
            sizes.set(cacheKey, compressed.length);
            total += compressed.length;
            evict();
          }
          return compressed;
        },
        (error: unknown) => {
          entries.delete(cacheKey);
          throw error;
        },
      );
      entries.set(cacheKey, pending);
      return pending;
    },
    get size() {
      return total;
    },
  };
}
