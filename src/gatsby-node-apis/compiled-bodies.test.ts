import { memoryCache } from "../__fixtures__/memory-cache";
import { compiledBodyKey, readCompiledBody, storeCompiledBodies, type CompiledBody } from "./compiled-bodies";

const body = (nodeId: string, version: string, text: string): CompiledBody => ({
  nodeId,
  version,
  tree: [["p", null, text]],
});

describe("compiled bodies in Gatsby's cache", () => {
  it("stores each body for its Mdx node's compiledBody field", async () => {
    const cache = memoryCache();
    expect(await storeCompiledBodies([body("a", "1", "First"), body("b", "1", "Second")], cache)).toBe(2);
    expect(await readCompiledBody(cache, "a")).toEqual([["p", null, "First"]]);
    expect(await readCompiledBody(cache, "b")).toEqual([["p", null, "Second"]]);
  });

  it("writes again only the bodies whose version changed, including a return to an earlier version", async () => {
    const cache = memoryCache();
    await storeCompiledBodies([body("a", "1", "First"), body("b", "1", "Second")], cache);
    cache.written.length = 0;
    expect(await storeCompiledBodies([body("a", "1", "First"), body("b", "2", "Edited")], cache)).toBe(1);
    expect(cache.written).toContain(compiledBodyKey("b"));
    expect(cache.written).not.toContain(compiledBodyKey("a"));
    expect(await readCompiledBody(cache, "b")).toEqual([["p", null, "Edited"]]);
    await storeCompiledBodies([body("a", "1", "First"), body("b", "1", "Second")], cache);
    expect(await readCompiledBody(cache, "b")).toEqual([["p", null, "Second"]]);
    cache.written.length = 0;
    expect(await storeCompiledBodies([body("a", "1", "First"), body("b", "1", "Second")], cache)).toBe(0);
    expect(cache.written).toEqual([]);
  });

  it("reads null for a node whose body never compiled", async () => {
    expect(await readCompiledBody(memoryCache(), "missing")).toBeNull();
  });
});
