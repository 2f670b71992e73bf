// The engine's saved state is written here, not by MiniSearch (its own state for every record weighs far more than the
// page's search can fetch): this fails when a MiniSearch version saves another shape, before readers get wrong answers.
import MiniSearch from "minisearch";
import { fixtureRecords } from "../../__fixtures__/search";
import { serializeLocalIndex } from "../indexing/index-files";
import { nameByContent } from "../indexing/local-index-file";
import { createLocalIndex } from ".";
import { engineStateOf } from "./index-file";
import packageJson from "../../../package.json";

const asObject = (value: unknown): unknown =>
  Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : value;

describe("the engine's saved state", () => {
  it("is MiniSearch's own toJSON() of the same records, postings apart, on the pinned version", () => {
    expect(packageJson.dependencies.minisearch).toMatch(/^\d+\.\d+\.\d+$/);
    const index = createLocalIndex(fixtureRecords(), "cloudloop_docs");
    const { index: _postings, ...own } = index.engine.toJSON() as unknown as Record<string, unknown>;
    const { base } = serializeLocalIndex(index, nameByContent);
    const written = engineStateOf(base) as unknown as Record<string, unknown>;
    expect({
      ...written,
      documentIds: asObject(written.documentIds),
      fieldLength: asObject(written.fieldLength),
    }).toEqual(own);
  });

  it("loads through MiniSearch's public loadJS", () => {
    const index = createLocalIndex(fixtureRecords(), "cloudloop_docs");
    const { base } = serializeLocalIndex(index, nameByContent);
    const loaded = MiniSearch.loadJS({ ...engineStateOf(base), index: [] } as never, { fields: ["content"] });
    expect(loaded.documentCount).toBe(fixtureRecords().length);
  });
});
