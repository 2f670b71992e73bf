import crypto from "crypto";
import fs from "fs";
import path from "path";
import { writeLocalIndexFile } from "./local-index-file";
import { writeSiteSearchIndex } from "./site-index";
import { fixtureRecords } from "../../__fixtures__/search";
import { loadLocalIndex, searchLocalIndex } from "../local";
import type { SearchSourceData } from "./source";
import { setUpTempDir } from "../../__fixtures__/temp-dir";

const projectRoot = path.join(__dirname, "..", "..", "..");

describe("local index file", () => {
  const publicDir = setUpTempDir("search-index-");

  it(
    "writes a base and content-named fragments the browser engine loads and searches, " + "removing an earlier build's",
    () => {
      const stale = path.join(publicDir(), "search-index", "cloudloop_docs", "terms-q-0000000000000000.json");
      fs.mkdirSync(path.dirname(stale), { recursive: true });
      fs.writeFileSync(stale, "[]");
      const written = writeLocalIndexFile(fixtureRecords(), publicDir(), "/search-index", "cloudloop_docs", [
        ["MT", "mobile terminated"],
      ]);
      expect(written.file).toBe(path.join(publicDir(), "search-index", "cloudloop_docs.json"));
      const text = fs.readFileSync(written.file, "utf8");
      expect(written.bytes).toBe(Buffer.byteLength(text));
      const folder = path.join(publicDir(), "search-index", "cloudloop_docs");
      const names = fs.readdirSync(folder);
      expect(fs.existsSync(stale)).toBe(false);
      expect(names).toHaveLength(written.fragments);
      expect(written.fragmentBytes).toBe(
        names.reduce((sum, name) => sum + fs.statSync(path.join(folder, name)).size, 0),
      );
      for (const name of names) {
        const json = fs.readFileSync(path.join(folder, name), "utf8");
        expect(name).toMatch(/^(terms-[a-z0-9_]+-[0-9a-f]{16}|page-\d+-[0-9a-f]{8})\.json$/);
        expect(name).toContain(crypto.createHash("sha256").update(json).digest("hex").slice(0, 8));
      }
      const index = loadLocalIndex({
        base: JSON.parse(text),
        fragment: (name) => JSON.parse(fs.readFileSync(path.join(folder, name), "utf8")),
      });
      expect(index.name).toBe("cloudloop_docs");
      expect(
        searchLocalIndex(index, { indexName: "cloudloop_docs", params: { query: "bucket" } }).nbHits,
      ).toBeGreaterThan(0);
      expect(index.synonyms).toEqual([[["mt"], ["mobile", "terminated"]]]);
    },
  );

  it("builds the index from the GraphQL sources in onPostBuild, and fails on a failed query", async () => {
    const data: SearchSourceData = {
      docsVersion: {
        name: "current",
        docs: [{ id: "data", path: "/docs/data", title: "Cloudloop Data", unlisted: false }],
        sidebars: { docs: [] },
      },
      allMdx: { nodes: [{ id: "m", frontmatter: null, compiledBody: [["p", null, "Messages move."]] }] },
      allSitePage: { nodes: [{ path: "/docs/data", pageContext: { id: "m", docId: "data" } }] },
    };
    const written = await writeSiteSearchIndex(async () => ({ data }), publicDir(), projectRoot);
    expect(written).toMatchObject({
      records: 2,
      file: path.join(path.basename(publicDir()), "search-index", "cloudloop_docs.json"),
    });
    await expect(
      writeSiteSearchIndex(async () => ({ errors: [{ message: "bad" }] }), publicDir(), projectRoot),
    ).rejects.toThrow("The search sources query failed");
  });
});
