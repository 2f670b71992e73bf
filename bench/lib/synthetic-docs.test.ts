import fs from "fs";
import os from "os";
import path from "path";
import { loadCheckedSite } from "../../src/content/site";
import { makeSyntheticDocs, writeSyntheticDocs } from "./synthetic-docs";

describe("synthetic docs", () => {
  it("is deterministic and sized as asked", () => {
    const first = makeSyntheticDocs(25);
    expect(first.filter((file) => file.relativePath.endsWith(".mdx"))).toHaveLength(26);
    expect(makeSyntheticDocs(25)).toEqual(first);
  });

  it("passes the same content checks as the real site (valid MDX, links and anchors)", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "synthetic-"));
    const docsDir = path.join(root, "docs");
    writeSyntheticDocs(docsDir, 40);
    const pagesDir = path.join(root, "pages");
    fs.mkdirSync(pagesDir);
    const site = loadCheckedSite({ docsDir, pagesDir, staticDir: path.join(root, "static") }, root);
    expect(site.errors).toEqual([]);
    expect(site.built.docPages).toHaveLength(41);
    expect(site.built.categoryPages).toHaveLength(10);
  });
});
