/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { compileMdxTree, MdxTreeError, toReactProps, type MdxTreeNode } from "./mdx-tree";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mdx-tree-"));
const file = path.join(dir, "page.mdx");
fs.mkdirSync(path.join(dir, "img"));
fs.writeFileSync(path.join(dir, "img", "shot.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const tree = (body: string): readonly MdxTreeNode[] => compileMdxTree(body, file).tree;
const failure = (body: string): MdxTreeError => {
  try {
    compileMdxTree(body, file);
  } catch (error) {
    return error as MdxTreeError;
  }
  throw new Error("expected the compile to fail");
};

describe("compileMdxTree", () => {
  it("turns Markdown into [name, props, ...children] with heading ids and anchor links", () => {
    expect(tree("## What it is\n\nSome *text*.")).toEqual([
      [
        "h2",
        { id: "what-it-is" },
        "What it is",
        [
          "a",
          {
            className: "anchor-link",
            "aria-label": "Direct link to What it is",
            title: "Direct link to What it is",
            href: "#what-it-is",
          },
          "#",
        ],
      ],
      "\n",
      ["p", null, "Some ", ["em", null, "text"], "."],
    ]);
  });

  it("keeps components with literal props and evaluates {…} values", () => {
    const [node] = tree(
      '<Tabs groupId="language" lazy>\n' +
        '<TabItem value="js" default={true} order={-2} meta={{a: [1, "b", null]}}>\nBody\n</TabItem>\n</Tabs>',
    );
    expect(node).toEqual([
      "Tabs",
      { groupId: "language", lazy: true },
      ["TabItem", { value: "js", default: true, order: -2, meta: { a: [1, "b", null] } }, ["p", null, "Body"]],
    ]);
  });

  it("highlights code at build time and moves the fence title, language and line count onto <pre>", () => {
    const [pre] = tree('```js title="send.js" {1}\nconst a = 1;\nsend(a);\n```');
    expect(pre?.[0]).toBe("pre");
    expect(pre?.[1]).toEqual({
      className: "language-js",
      "data-title": "send.js",
      "data-language": "js",
      "data-line-count": 2,
    });
    expect(JSON.stringify(pre)).toContain('["span",{"className":"token keyword"},"const"]');
    expect(JSON.stringify(pre)).toContain("highlight-line");
  });

  it("writes GFM column alignment as a style (align is obsolete) and drops whitespace inside tables", () => {
    const [table] = tree("| A | B |\n| :-- | --: |\n| 1 | 2 |");
    const json = JSON.stringify(table);
    expect(json).toContain('["th",{"style":{"textAlign":"left"}},"A"]');
    expect(json).toContain('["td",{"style":{"textAlign":"right"}},"2"]');
    expect(json).not.toContain('"\\n"');
  });

  it("drops comments and prints string and number expressions", () => {
    expect(tree("{/* hidden */}\n\nA {'b'} {3}")).toEqual(["\n", ["p", null, "A ", "b", " ", "3"]]);
  });

  it("resolves an image imported beside the page to a content-hashed /static URL", () => {
    const compiled = compileMdxTree('import shot from "./img/shot.svg"\n\n<Figure src={shot} alt="A shot" />', file);
    const url = compiled.assets[0]?.url ?? "";
    expect(url).toMatch(/^\/static\/shot-[0-9a-f]{8}\.svg$/);
    expect(compiled.assets).toEqual([{ source: path.join(dir, "img", "shot.svg"), url, raster: false }]);
    expect(compiled.tree).toContainEqual(["Figure", { src: url, alt: "A shot" }]);
  });

  it("serves a Markdown image beside the page from /static and marks a screenshot for the image pipeline", () => {
    fs.writeFileSync(path.join(dir, "img", "screen.png"), "png bytes");
    const compiled = compileMdxTree("Look: ![The Things screen](./img/screen.png) and ![plan](./img/shot.svg)", file);
    expect(compiled.assets.map((asset) => [path.basename(asset.source), asset.raster])).toEqual([
      ["screen.png", true],
      ["shot.svg", false],
    ]);
    const png = compiled.assets[0]?.url ?? "";
    expect(compiled.tree).toEqual([
      [
        "p",
        null,
        "Look: ",
        ["img", { src: png, alt: "The Things screen" }],
        " and ",
        ["img", { src: compiled.assets[1]?.url ?? "", alt: "plan" }],
      ],
    ]);
  });

  it.each([
    ["![](./img/shot.svg)", /the image \.\/img\/shot\.svg has no alt text/, 1],
    ["Text\n\n![A missing shot](./img/gone.png)", /the image \.\/img\/gone\.png does not exist/, 3],
    ['<Figure src="/static/x.png" />', /the image \/static\/x\.png has no alt text/, 1],
  ])("stops on an image without alt text or file: %s", (body, message, line) => {
    expect(() => compileMdxTree(body, file)).toThrow(message);
    try {
      compileMdxTree(body, file);
    } catch (error) {
      expect((error as MdxTreeError).line).toBe(line);
    }
  });

  it.each([
    [
      "<Widget />",
      /unknown component <Widget> \(available: Admonition, ByteLayout, Figure, PayloadEncoder, TabItem, Tabs\)/,
      1,
    ],
    ["Text\n\n<Tabs {...props} />", /spread attribute/, 3],
    ["<Figure src={load()} alt='x' />", /A CallExpression is not supported/, 1],
    ["<Figure src={missing} alt='x' />", /"missing" is not defined/, 1],
    ["export const x = 1\n\nText", /Only `import name from "\.\/file"` of an image/, 1],
    ['import Chart from "chart-lib"\n\nText', /only files beside the page can be imported/, 1],
    ['import data from "./data.json"\n\nText', /only images .* can be imported/, 1],
    ['import gone from "./img/gone.svg"\n\nText', /"\.\/img\/gone\.svg": no such file/, 1],
    ["<Ui.Button />", /member and namespaced names are not supported/, 1],
    ["A\n\n<Admonition>\n\nnever closed", /MDX syntax error/, 3],
  ])("rejects %j with a message and line", (body, message, line) => {
    const error = failure(body);
    expect(error).toBeInstanceOf(MdxTreeError);
    expect(error.message).toMatch(message);
    expect(error.line).toBe(line);
  });
});

describe("toReactProps", () => {
  it("joins class names, spells aria/data attributes as HTML does, parses style and drops absent values", () => {
    expect(
      toReactProps({
        className: ["a", "b"],
        ariaLabel: "x",
        dataLine: 3,
        "data-title": "t",
        hidden: false,
        style: "font-size: 2px; color:red",
        tabIndex: 0,
      }),
    ).toEqual({
      className: "a b",
      "aria-label": "x",
      "data-line": 3,
      "data-title": "t",
      style: { fontSize: "2px", color: "red" },
      tabIndex: 0,
    });
    expect(toReactProps({})).toBeNull();
  });
});
