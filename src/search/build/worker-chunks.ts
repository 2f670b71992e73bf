// Keeps the search worker's script whole: webpack would split the engine it shares with the main-thread fallback into
// a shared chunk, which costs every page an entry in the chunk map and the worker a second request.

/** What the split rule reads of a webpack chunk. */
export type ChunkLike = { canBeInitial(): boolean; getEntryOptions(): unknown };

/** A worker's entry chunk (`new Worker(new URL(…))` makes an entry that no page loads as initial). */
export function isWorkerEntryChunk(chunk: ChunkLike): boolean {
  return !chunk.canBeInitial() && chunk.getEntryOptions() !== undefined;
}

/** The `optimization.splitChunks.chunks` rule: every chunk, as Gatsby splits them, except a worker's entry. */
export function isSplittableChunk(chunk: ChunkLike): boolean {
  return !isWorkerEntryChunk(chunk);
}
