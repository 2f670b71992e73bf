import fs from "fs";
import path from "path";
import matter from "gray-matter";
import { loadDocsFolder } from "./load";
import { docsVersionFromNodes, siteSourcesFromNodes, toContentEntries, type ContentNodes } from "./nodes";
import { compileMdxTree } from "../compile/mdx-tree";
import { checkSite, loadCheckedSite } from "../site";

jest.mock("../compile/mdx-tree", () => {
  const actual = jest.requireActual<typeof import("../compile/mdx-tree")>("../compile/mdx-tree");
  return { ...actual, compileMdxTree: jest.fn(actual.compileMdxTree) };
});

const projectRoot = path.join(__dirname, "..", "..", "..");
const fixture = path.join(projectRoot, "src", "__fixtures__", "content-trees", "minimal-docs");
const dirs = {
  docsDir: fixture,
  pagesDir: path.join(projectRoot, "src", "__fixtures__", "content-trees", "minimal-pages"),
  staticDir: path.join(projectRoot, "static"),
};

/**
 * The fixture's files as gatsby-source-filesystem and
 * gatsby-plugin-mdx hand them over: Mdx nodes and category file nodes.
 */
function fixtureNodes(): ContentNodes {
  const files = [dirs.docsDir, dirs.pagesDir].flatMap((dir) =>
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name)),
  );
  const mdx = files
    .filter((file) => /\.mdx?$/.test(file))
    .map((file, index) => {
      const text = fs.readFileSync(file, "utf8");
      const parsed = matter(text);
      return {
        id: `mdx-${index}`,
        body: parsed.content,
        frontmatter: parsed.data,
        internal: { contentFilePath: file },
        fields: { lineOffset: text.split("\n").length - parsed.content.split("\n").length },
      };
    });
  const categories = files
    .filter((file) => path.basename(file).startsWith("_category_."))
    .map((file) => ({ absolutePath: file, text: fs.readFileSync(file, "utf8") }));
  return { mdx, categories };
}

describe("content from Gatsby's nodes", () => {
  it("gives each folder its own docs and category files", () => {
    const nodes = fixtureNodes();
    const entries = toContentEntries(nodes, dirs.docsDir);
    expect(entries.map((entry) => `${entry.kind} ${path.relative(fixture, entry.absolutePath)}`).sort()).toEqual([
      "category concepts/_category_.json",
      "doc concepts/thing.mdx",
      "doc data.mdx",
    ]);
    expect(toContentEntries(nodes, dirs.pagesDir).every((entry) => entry.absolutePath.startsWith(dirs.pagesDir))).toBe(
      true,
    );
  });

  it("loads the same docs, categories and lines as a read of the folder from disk", () => {
    const fromNodes = siteSourcesFromNodes(fixtureNodes(), dirs, projectRoot).docs;
    expect(fromNodes).toEqual(loadDocsFolder(fixture, projectRoot));
  });

  it("builds the same sidebar and doc list from the nodes as the check does", () => {
    const version = docsVersionFromNodes(fixtureNodes(), dirs, projectRoot, false);
    expect(version.version).toEqual(loadCheckedSite(dirs, projectRoot).built.version);
    expect(version.version.docs.map((doc) => doc.path).sort()).toEqual(["/docs/concepts/thing", "/docs/data"]);
  });

  it("compiles each body once", () => {
    const compile = compileMdxTree as jest.MockedFunction<typeof compileMdxTree>;
    compile.mockClear();
    const site = checkSite(siteSourcesFromNodes(fixtureNodes(), dirs, projectRoot), projectRoot);
    expect(site.errors).toEqual([]);
    const files = [...site.docs, ...site.pages].map((doc) => doc.file);
    expect(compile).toHaveBeenCalledTimes(files.length);
    expect(new Set(compile.mock.calls.map(([, file]) => path.relative(projectRoot, file))).size).toBe(files.length);
  });
});
