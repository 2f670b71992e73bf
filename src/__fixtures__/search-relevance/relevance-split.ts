// The readers' queries split once into a tuning half and a held-out half, by a seeded hash of each query: ranking is
// tuned on the first and judged on the second, and a query added later never moves an earlier one across.

/** Committed once; changing it would let a failing held-out query be moved into the tuning half. */
export const SPLIT_SEED = "cloudloop-search-31";

/** FNV-1a over the UTF-16 code units: a fixed, portable hash (not for security). */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export type Half = "tuning" | "held-out";

/** The half a query falls in: the low bit of its seeded hash, after mixing so that similar queries spread. */
export function halfOf(query: string, seed: string = SPLIT_SEED): Half {
  const mixed = Math.imul(hashText(`${seed}\u0000${query}`) ^ 0x9e3779b9, 0x85ebca6b) >>> 0;
  return (mixed >>> 16) % 2 === 0 ? "tuning" : "held-out";
}

export function splitHalves<T extends { readonly query: string }>(
  cases: readonly T[],
  seed: string = SPLIT_SEED,
): { readonly tuning: T[]; readonly heldOut: T[] } {
  const tuning: T[] = [];
  const heldOut: T[] = [];
  for (const entry of cases) (halfOf(entry.query, seed) === "tuning" ? tuning : heldOut).push(entry);
  return { tuning, heldOut };
}
