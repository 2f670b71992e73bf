// Gatsby's cache as a map in memory, for tests of the work the build keeps between runs.
import type { KeyValueCache } from "../content/site";

export type MemoryCache = KeyValueCache & {
  /** What the cache holds, by key. */
  readonly entries: Map<string, unknown>;
  /** The keys written, in order. */
  readonly written: string[];
};

/** An empty cache that records every key written to it. */
export function memoryCache(): MemoryCache {
  const entries = new Map<string, unknown>();
  const written: string[] = [];
  return {
    entries,
    written,
    get: async (key) => entries.get(key),
    set: async (key, value) => {
      written.push(key);
      entries.set(key, value);
      return value;
    },
  };
}
