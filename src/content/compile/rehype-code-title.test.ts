import type { Element, Root } from "hast";
import rehypeCodeTitle, { readCodeTitle } from "./rehype-code-title";

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

describe("rehypeCodeTitle", () => {
  it("puts the title and language on <pre>", () => {
    const code = {
      type: "element",
      tagName: "code",
      properties: { className: ["language-json"] },
      data: { meta: 'title="Body"' },
      children: [],
    };
    const tree = {
      type: "root",
      children: [{ type: "element", tagName: "pre", properties: {}, children: [code] }],
    } as unknown as Root & { children: Element[] };
    rehypeCodeTitle()(tree);
    expect(tree.children[0]?.properties).toEqual({ "data-title": "Body", "data-language": "json" });
  });
});
