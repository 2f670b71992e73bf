import { extractContent } from "../compile/extract";
import { compileMdxTree } from "../compile/mdx-tree";
import { escapeForMdx, formatOfFile, markdownToMdx } from "./markdown-source";

const textOf = (body: string): string => JSON.stringify(compileMdxTree(markdownToMdx(body), "/docs/page.md", []).tree);

describe("formatOfFile", () => {
  it("reads .md as Markdown and .mdx as MDX", () => {
    expect(formatOfFile("guides/setup.md")).toBe("md");
    expect(formatOfFile("guides/SETUP.MD")).toBe("md");
    expect(formatOfFile("guides/setup.mdx")).toBe("mdx");
  });
});

describe("escapeForMdx", () => {
  it("escapes braces and angle brackets but keeps the author's escapes", () => {
    expect(escapeForMdx("a {b} < c")).toBe("a \\{b\\} \\< c");
    expect(escapeForMdx("already \\{ escaped")).toBe("already \\{ escaped");
  });
});

describe("markdownToMdx", () => {
  it("keeps braces and angle brackets in prose as text", () => {
    const body = "Use {id} when x < 10 and y > 2.\n";
    expect(() => compileMdxTree(body, "/docs/page.mdx", [])).toThrow();
    expect(textOf(body)).toContain("Use {id} when x < 10 and y > 2.");
  });

  it("shows raw HTML as text, drops comments and keeps every line where it was", () => {
    const body = "# Title\n\n<!-- truncate\nmore -->\n\nA <b>bold</b> claim.\n\n[link](/docs/x) on line 8.\n";
    const converted = markdownToMdx(body);
    expect(converted.split("\n")).toHaveLength(body.split("\n").length);
    expect(textOf(body)).toContain("A <b>bold</b> claim.");
    expect(textOf(body)).not.toContain("truncate");
    expect(extractContent(converted).links).toEqual([{ url: "/docs/x", line: 8 }]);
  });

  it("turns autolinks into links and leaves code untouched", () => {
    const body = "See <https://example.com/a>.\n\n```js\nconst x = {a: 1} < 2;\n```\n\nInline `{x}` too.\n";
    const tree = textOf(body);
    expect(tree).toContain('["a",{"href":"https://example.com/a"},"https://example.com/a"]');
    expect(markdownToMdx(body)).toContain("```js\nconst x = {a: 1} < 2;\n```");
    expect(tree).toContain('["code",null,"{x}"]');
  });

  it("does not read a paragraph starting with import as ESM", () => {
    expect(textOf("import data from your old system.\n")).toContain("import data from your old system.");
  });

  it("keeps GFM tables, headings and emphasis", () => {
    const tree = textOf("## Limits {#limits}\n\n| a | b |\n|---|---|\n| {1} | <2 |\n\n*so*\n");
    expect(tree).toContain('"td",null,"{1}"');
    expect(tree).toContain('"td",null,"<2"');
    expect(tree).toContain('["em",null,"so"]');
  });
});
