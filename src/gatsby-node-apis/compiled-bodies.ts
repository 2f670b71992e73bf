// Keeps each page's compiled body in Gatsby's cache, read by the `Mdx.compiledBody` field, so page contexts stay small.
import type { MdxTreeNode } from "../content/compile/mdx-tree";
import type { KeyValueCache } from "../content/site";

/** One page's compiled body: its Mdx node, the version it was compiled from, and the tree the page renders. */
export type CompiledBody = { readonly nodeId: string; readonly version: string; readonly tree: readonly MdxTreeNode[] };

/** Which version of each node's body the cache holds, by node id. */
const INDEX_KEY = "compiled-bodies";

export const compiledBodyKey = (nodeId: string): string => `compiled-body:${nodeId}`;

/** Stores the bodies whose version the cache does not hold yet; returns how many it wrote. */
export async function storeCompiledBodies(bodies: readonly CompiledBody[], cache: KeyValueCache): Promise<number> {
  const stored = ((await cache.get(INDEX_KEY)) as Record<string, string> | undefined) ?? {};
  const changed = bodies.filter((body) => stored[body.nodeId] !== body.version);
  if (changed.length === 0) return 0;
  await Promise.all(changed.map((body) => cache.set(compiledBodyKey(body.nodeId), body.tree)));
  await cache.set(INDEX_KEY, { ...stored, ...Object.fromEntries(changed.map((body) => [body.nodeId, body.version])) });
  return changed.length;
}

/** The tree stored for a node, or null when its body did not compile (the build has reported why). */
export async function readCompiledBody(cache: KeyValueCache, nodeId: string): Promise<readonly MdxTreeNode[] | null> {
  return ((await cache.get(compiledBodyKey(nodeId))) as readonly MdxTreeNode[] | undefined) ?? null;
}
