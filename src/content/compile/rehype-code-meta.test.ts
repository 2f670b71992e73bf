import type { Element, Root } from "hast";
import rehypeCodeMeta, { countLines, readCodeTitle } from "./rehype-code-meta";

describe("readCodeTitle", () => {
  it.each([
    ['title="Response" {1-2}', "Response"],
    ["{3} title='poll.py'", "poll.py"],
    ["title=bare", "bare"],
    ["{1,2}", null],
    [null, null],
  ])("reads %p", (meta, expected) => {
    expect(readCodeTitle(meta)).toBe(expected);
  });
});

describe("rehypeCodeMeta", () => {
  it("puts the title, language and line count on <pre>", () => {
    const code = {
      type: "element",
      tagName: "code",
      properties: { className: ["language-json"] },
      data: { meta: 'title="Body"' },
      children: [{ type: "text", value: '{\n  "id": 1\n}\n' }],
    };
    const tree = {
      type: "root",
      children: [{ type: "element", tagName: "pre", properties: {}, children: [code] }],
    } as unknown as Root & { children: Element[] };
    rehypeCodeMeta()(tree);
    expect(tree.children[0]?.properties).toEqual({
      "data-title": "Body",
      "data-language": "json",
      "data-line-count": 3,
    });
  });
});

describe("countLines", () => {
  const code = (value: string) =>
    ({ type: "element", tagName: "code", properties: {}, children: [{ type: "text", value }] }) as Element;
  it.each([
    ["one", 1],
    ["one\n", 1],
    ["one\ntwo", 2],
    ["one\n\nthree\n", 3],
    ["", 1],
  ])("counts %p as %p lines", (value, expected) => {
    expect(countLines(code(value))).toBe(expected);
  });
});
