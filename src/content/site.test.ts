/** @jest-environment node */
import path from "path";
import * as extract from "./compile/extract";
import * as mdxTree from "./compile/mdx-tree";
import { toSearchRecords } from "../search/indexing/records";
import { checkSite, compileBody, readSiteSources, type BodyMemo } from "./site";
import { fixtureContentDirs } from "../__fixtures__/content";

// Counted: every parse and compile of a body goes through these two.
jest.mock("./compile/extract", () => {
  const actual = jest.requireActual<typeof import("./compile/extract")>("./compile/extract");
  return { ...actual, parseMdx: jest.fn(actual.parseMdx) };
});
jest.mock("./compile/mdx-tree", () => {
  const actual = jest.requireActual<typeof import("./compile/mdx-tree")>("./compile/mdx-tree");
  return { ...actual, compileMdxTree: jest.fn(actual.compileMdxTree) };
});

const projectRoot = path.join(__dirname, "..", "..");
const fixtureDirs = fixtureContentDirs(projectRoot);

describe("compileBody", () => {
  it("compiles a body for the page template", () => {
    const result = compileBody(
      { file: "content/docs/a.mdx", lineOffset: 4 },
      extract.parseMdx("Hello *there*."),
      "/project",
    );
    expect(result).toEqual({ compiled: { tree: [["p", null, "Hello ", ["em", null, "there"], "."]], assets: [] } });
  });

  it("names the file and the file's line (frontmatter included) of a problem", () => {
    const result = compileBody(
      { file: "content/docs/a.mdx", lineOffset: 4 },
      extract.parseMdx("Text\n\n<Widget />"),
      "/project",
    );
    expect(result).toEqual({
      error: {
        file: "content/docs/a.mdx",
        message: expect.stringMatching(/^unknown component <Widget> .* \(line 7\)$/) as unknown,
      },
    });
  });
});

describe("checkSite", () => {
  beforeEach(() => jest.clearAllMocks());

  it("parses and compiles each body once for every check and its page, and an unchanged body not again", () => {
    const parse = jest.mocked(extract.parseMdx);
    const compile = jest.mocked(mdxTree.compileMdxTree);
    const sources = readSiteSources(fixtureDirs, projectRoot);
    const bodies = sources.docs.docs.length + sources.pages.docs.length;
    const memo: BodyMemo = new Map();
    const site = checkSite(sources, projectRoot, { includeDrafts: true }, memo);
    expect(site.errors).toEqual([]);
    expect(site.compiled.size).toBe(bodies);
    expect(parse).toHaveBeenCalledTimes(bodies);
    expect(compile).toHaveBeenCalledTimes(bodies);
    // The compile starts from the parse, never from the text.
    expect(compile.mock.calls.filter(([body]) => typeof body === "string")).toEqual([]);

    // The search records read the compiled trees: nothing more is parsed.
    parse.mockClear();
    const records = toSearchRecords({
      pages: [...site.compiled].map(([file, { tree }]) => ({ path: `/${file}`, title: file, tree })),
      sidebar: [],
      versionName: "current",
      language: "en",
    });
    expect(records.length).toBeGreaterThan(bodies);
    expect(parse).not.toHaveBeenCalled();

    compile.mockClear();
    const again = checkSite(sources, projectRoot, { includeDrafts: true }, memo);
    expect(again.compiled).toEqual(site.compiled);
    expect(parse).not.toHaveBeenCalled();
    expect(compile).not.toHaveBeenCalled();
  });

  it("reports a body that does not parse once, with its line, and compiles the others", () => {
    const sources = readSiteSources(fixtureDirs, projectRoot);
    const [first, ...rest] = sources.docs.docs;
    const broken = { ...first!, body: `${first!.body}\n\n<Tabs>\n` };
    const site = checkSite({ ...sources, docs: { ...sources.docs, docs: [broken, ...rest] } }, projectRoot, {
      includeDrafts: true,
    });
    expect(site.errors).toEqual([
      { file: broken.file, message: expect.stringMatching(/^MDX syntax error at line \d+/) as unknown },
    ]);
    expect(site.compiled.has(broken.file)).toBe(false);
    expect(site.compiled.size).toBe(rest.length + sources.pages.docs.length);
  });
});
