import path from "path";
import { bodyLineOffset, displayPath, listStaticFiles, loadDocsFolder } from "./load";
import { resolveContentDirs } from "./paths";
import { toStandaloneRoute } from "../model/pages";
import { setUpTempDir, writeFiles, type TempFiles } from "../../__fixtures__/temp-dir";

const tempDir = setUpTempDir("docs-load-");

/** The test's folder holding `files`. */
function makeTree(files: TempFiles): string {
  writeFiles(tempDir(), files);
  return tempDir();
}

describe("loadDocsFolder", () => {
  it("reads docs with frontmatter and categories, sorted by path", () => {
    const root = makeTree({
      "docs/b.mdx": "---\ntitle: B\ndescription: Bee.\n---\nBody B",
      "docs/a/_category_.json": '{"label":"A"}',
      "docs/a/x.mdx": "---\ntitle: X\ndescription: Ex.\n---\nBody X",
      "docs/notes.txt": "ignored",
    });
    const loaded = loadDocsFolder(path.join(root, "docs"), root);
    expect(loaded.errors).toEqual([]);
    expect(loaded.docs.map((doc) => [doc.relativePath, doc.file, doc.frontmatter.title, doc.body.trim()])).toEqual([
      ["a/x.mdx", "docs/a/x.mdx", "X", "Body X"],
      ["b.mdx", "docs/b.mdx", "B", "Body B"],
    ]);
    expect(loaded.categories).toEqual([
      expect.objectContaining({ dir: "a", label: "A", file: "docs/a/_category_.json" }),
    ]);
  });

  it("reads .md docs as Markdown (braces and angle brackets are text) and _category_.yml", () => {
    const root = makeTree({
      "docs/guide/_category_.yml": "label: Guide\n",
      "docs/guide/setup.md": "---\ntitle: Setup\ndescription: Sets up.\n---\nUse {id} when n < 3.\n",
    });
    const loaded = loadDocsFolder(path.join(root, "docs"), root);
    expect(loaded.errors).toEqual([]);
    expect(loaded.docs.map((doc) => [doc.relativePath, doc.body.trim(), doc.lineOffset])).toEqual([
      ["guide/setup.md", "Use \\{id\\} when n \\< 3.", 4],
    ]);
    expect(loaded.categories).toEqual([
      expect.objectContaining({ dir: "guide", label: "Guide", file: "docs/guide/_category_.yml" }),
    ]);
  });

  it("rejects a folder with two category files", () => {
    const root = makeTree({ "docs/g/_category_.json": '{"label":"G"}', "docs/g/_category_.yml": "label: G\n" });
    const { errors } = loadDocsFolder(path.join(root, "docs"), root);
    expect(errors).toEqual([
      {
        file: "docs/g/_category_.yml",
        message: "docs/g/_category_.json already configures this folder: keep one category file",
      },
    ]);
  });

  it("returns problems instead of throwing", () => {
    const root = makeTree({
      "docs/bad.mdx": "---\ntitle: [unclosed\n---\nBody",
      "docs/c/_category_.json": "{",
    });
    const { errors } = loadDocsFolder(path.join(root, "docs"), root);
    expect(errors.map((error) => error.file)).toEqual(["docs/bad.mdx", "docs/c/_category_.json"]);
    expect(errors[0]?.message).toMatch(/frontmatter is not valid YAML/);
    expect(errors[1]?.message).toMatch(/invalid JSON/);
    expect(loadDocsFolder(path.join(root, "missing"), root).errors[0]?.message).toBe("the docs folder does not exist");
  });

  it("lists static files as site paths", () => {
    const root = makeTree({ "static/a.json": "{}", "static/img/b.png": "x" });
    expect(listStaticFiles(path.join(root, "static"))).toEqual(["a.json", "img/b.png"]);
  });

  it("shortens paths inside the project only", () => {
    expect(displayPath("/p/content/docs/a.mdx", "/p")).toBe("content/docs/a.mdx");
    expect(displayPath("/elsewhere/a.mdx", "/p")).toBe("/elsewhere/a.mdx");
  });
});

describe("content folders and standalone routes", () => {
  it("uses the project folders unless the environment names others", () => {
    expect(resolveContentDirs({}, "/p")).toEqual({
      docsDir: "/p/content/docs",
      pagesDir: "/p/content/pages",
      staticDir: "/p/static",
    });
    expect(
      resolveContentDirs({ DOCS_CONTENT_DIR: "/data/generated", PAGES_CONTENT_DIR: "fixtures/pages" }, "/p"),
    ).toMatchObject({
      docsDir: "/data/generated",
      pagesDir: "/p/fixtures/pages",
    });
  });

  it("maps standalone page ids to routes", () => {
    expect(toStandaloneRoute("markdown-page")).toBe("/markdown-page");
    expect(toStandaloneRoute("index")).toBe("/");
    expect(toStandaloneRoute("guides/index")).toBe("/guides/");
  });
});

describe("bodyLineOffset", () => {
  it("counts the frontmatter lines above the body", () => {
    expect(bodyLineOffset("---\ntitle: A\n---\nBody\nmore", "Body\nmore")).toBe(3);
    expect(bodyLineOffset("Body", "Body")).toBe(0);
  });
});
