import { isSplittableChunk, isWorkerEntryChunk } from "./worker-chunks";

const chunk = (initial: boolean, entryOptions: unknown) => ({ canBeInitial: () => initial, getEntryOptions: () => entryOptions });

describe("isSplittableChunk", () => {
  it("splits page entries and lazy chunks, never a worker's entry", () => {
    expect(isWorkerEntryChunk(chunk(false, { name: undefined, runtime: "358" }))).toBe(true);
    expect(isSplittableChunk(chunk(false, { runtime: "358" }))).toBe(false);
    expect(isSplittableChunk(chunk(true, { name: "app" }))).toBe(true);
    expect(isSplittableChunk(chunk(false, undefined))).toBe(true);
  });
});
