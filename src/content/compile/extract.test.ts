import { extractContent } from "./extract";

describe("extractContent", () => {
  const mdx = [
    "Intro with a [link](/docs/a#b) and `inline code`.",
    "",
    "## Set up `token` access",
    "",
    "| field | meaning |",
    "|---|---|",
    "| id | [the id](/docs/concepts/thing) |",
    "",
    "## Set up `token` access",
    "",
    "### Empty",
    "",
    "## Next",
    "",
    '<Admonition type="tip">',
    "",
    'Text inside <a href="/docs/jsx">a JSX link</a>.',
    "",
    "</Admonition>",
    "",
    "```json",
    '{ "ignored": "words in code" }',
    "```",
  ].join("\n");

  it("gives headings rehype-slug compatible ids, deduplicated", () => {
    expect(extractContent(mdx).headings.map((heading) => [heading.depth, heading.id])).toEqual([
      [2, "set-up-token-access"],
      [2, "set-up-token-access-1"],
      [3, "empty"],
      [2, "next"],
    ]);
  });

  it("finds Markdown links, links in tables and JSX anchors with their lines", () => {
    expect(extractContent(mdx).links).toEqual([
      { url: "/docs/a#b", line: 1 },
      { url: "/docs/concepts/thing", line: 7 },
      { url: "/docs/jsx", line: 17 },
    ]);
  });

  it("counts prose words, not code", () => {
    const { words } = extractContent("One two three.\n\n```js\nconst a = 1;\n```\n");
    expect(words).toBe(3);
  });

  it("lists sections with nothing in them", () => {
    expect(extractContent(mdx).emptySections).toEqual(["Empty"]);
  });

  it("throws on MDX syntax errors", () => {
    expect(() => extractContent('Broken <Admonition type="x">\n\nno close')).toThrow();
    expect(() => extractContent("A {broken expression")).toThrow();
  });
});
