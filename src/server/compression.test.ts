/** @jest-environment node */
import zlib from "zlib";
import { chooseEncoding, compressBody, createCompressionCache, isCompressible } from "./compression";

describe("chooseEncoding", () => {
  it.each([
    [undefined, null],
    ["", null],
    ["identity", null],
    ["gzip, deflate", "gzip"],
    ["gzip, deflate, br", "br"],
    ["br;q=0.5, gzip", "gzip"],
    ["br;q=0, gzip;q=0", null],
    ["*", "br"],
    ["gzip;q=0, *", "br"],
    ["br;q=0, *;q=0.1", "gzip"],
    ["*;q=0", null],
    ["BR", "br"],
  ] as const)("%p → %p", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe("isCompressible", () => {
  it("compresses text formats and leaves compressed binaries alone", () => {
    for (const extension of [".html", ".js", ".css", ".json", ".svg", ".md", ".txt", ".HTML"])
      expect(isCompressible(extension)).toBe(true);
    for (const extension of [".png", ".jpg", ".webp", ".avif", ".woff2", ".gz", ""])
      expect(isCompressible(extension)).toBe(false);
  });
});

describe("createCompressionCache", () => {
  const body = Buffer.from("The platform relays messages. ".repeat(100));

  it("compresses a file version once and serves it from memory afterwards", async () => {
    const compress = jest.fn(compressBody);
    const cache = createCompressionCache(1_000_000, compress);
    const [first, second] = await Promise.all([cache.get("a:1", body, "gzip"), cache.get("a:1", body, "gzip")]);
    await cache.get("a:1", body, "gzip");
    expect(compress).toHaveBeenCalledTimes(1);
    expect(first).toBe(second);
    expect(zlib.gunzipSync(first).equals(body)).toBe(true);
    await cache.get("a:1", body, "br");
    expect(compress).toHaveBeenCalledTimes(2);
  });

  it("drops the oldest bodies once over its size", async () => {
    const compress = jest.fn(compressBody);
    const cache = createCompressionCache(1, compress);
    await cache.get("a:1", body, "gzip");
    await cache.get("b:1", body, "gzip");
    expect(cache.size).toBeLessThanOrEqual((await compressBody(body, "gzip")).length);
    await cache.get("a:1", body, "gzip");
    expect(compress).toHaveBeenCalledTimes(3);
  });

  it("does not keep a failed compression", async () => {
    const compress = jest.fn().mockRejectedValueOnce(new Error("out of memory")).mockImplementation(compressBody);
    const cache = createCompressionCache(1_000_000, compress);
    await expect(cache.get("a:1", body, "br")).rejects.toThrow("out of memory");
    expect(zlib.brotliDecompressSync(await cache.get("a:1", body, "br")).equals(body)).toBe(true);
  });
});
