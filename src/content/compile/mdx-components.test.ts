import { componentNamesIn, MDX_COMPONENT_NAMES } from "./mdx-components";
import { compileMdxTree } from "./mdx-tree";

describe("MDX components a body uses", () => {
  it("lists the capitalised names pages may write", () => {
    expect([...MDX_COMPONENT_NAMES].sort()).toEqual([
      "Admonition",
      "ByteLayout",
      "Figure",
      "PayloadEncoder",
      "TabItem",
      "Tabs",
    ]);
  });

  it("finds components at any depth, and Markdown elements the site draws with its components, once each", () => {
    const tree = compileMdxTree(
      [
        '<Admonition type="tip">',
        "",
        '<Tabs groupId="x">',
        '<TabItem value="a" label="A">',
        "",
        "```bash",
        "echo a",
        "```",
        "",
        "</TabItem>",
        "</Tabs>",
        "",
        "</Admonition>",
        "",
        "| a | b |",
        "|---|---|",
        "| 1 | 2 |",
        "",
        "[a link](/docs/x) and [another](/docs/y)",
      ].join("\n"),
      "/virtual/page.mdx",
    ).tree;
    expect(componentNamesIn(tree)).toEqual(["Admonition", "TabItem", "Tabs", "a", "pre", "table"]);
  });

  it("finds none in plain prose and lists; a heading brings its anchor link", () => {
    expect(componentNamesIn(compileMdxTree("Some *prose*.\n\n- one\n- two", "/virtual/page.mdx").tree)).toEqual([]);
    expect(componentNamesIn(compileMdxTree("## Title\n\nSome *prose*.", "/virtual/page.mdx").tree)).toEqual(["a"]);
  });
});
