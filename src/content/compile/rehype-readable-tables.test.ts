import { compileMdxTree, type MdxTreeNode } from "./mdx-tree";
import { MIN_WRAPPED_LENGTH } from "./rehype-readable-tables";

const compile = (body: string) => compileMdxTree(body, "/virtual/page.mdx").tree;

/** Every element of the tree with this name, in reading order. */
function findAll(
  nodes: readonly MdxTreeNode[],
  name: string,
): Array<readonly [string, Record<string, unknown> | null, ...MdxTreeNode[]]> {
  return nodes.flatMap((node) => {
    if (typeof node === "string") return [];
    const [tag, , ...children] = node;
    return [...(tag === name ? [node] : []), ...findAll(children, name)];
  });
}

const table = (cell: string) => ["| Field | Meaning |", "|---|---|", `| ${cell} | x |`, ""].join("\n");

describe("rehypeReadableTables", () => {
  it("puts a <wbr> after each slash and dot of code in a table cell, and keeps the text", () => {
    const [code] = findAll(compile(table("`Data/DoSendSbdMessage.json`")), "code");
    expect(code?.slice(2)).toEqual(["Data/", ["wbr", null], "DoSendSbdMessage.", ["wbr", null], "json"]);
  });

  it("keeps code shorter than MIN_WRAPPED_LENGTH whole, so its column is never squeezed to break it", () => {
    const [short, long] = findAll(compile(`${table("`message.mo`")}\n${table("`message.mo.position`")}`), "code");
    expect("message.mo".length).toBeLessThan(MIN_WRAPPED_LENGTH);
    expect(short?.slice(2)).toEqual(["message.mo"]);
    expect(long?.slice(2)).toEqual(["message.", ["wbr", null], "mo.", ["wbr", null], "position"]);
  });

  it("puts the same wrap points in inline code of prose, and leaves code blocks and identifiers alone", () => {
    const block = "```text\nData/DoSendSbdMessage.json\n```\n";
    const tree = compile(`Call \`Data/DoSendSbdMessage\`.\n\n${table("`secondaryOver50`")}\n\n${block}`);
    const [prose, cell, blockCode] = findAll(tree, "code");
    expect(prose?.slice(2)).toEqual(["Data/", ["wbr", null], "DoSendSbdMessage"]);
    expect(cell?.slice(2)).toEqual(["secondaryOver50"]);
    expect(JSON.stringify(blockCode)).not.toContain("wbr");
  });

  it("names each table after the heading it sits under, numbering several under one heading and repeats", () => {
    const tree = compile(
      [
        table("a"),
        "## Parameters",
        "",
        table("b"),
        "## Errors",
        "",
        table("c"),
        table("d"),
        "## Parameters",
        "",
        table("e"),
      ].join("\n"),
    );
    expect(findAll(tree, "table").map((node) => node[1]?.["data-region-label"])).toEqual([
      "Table 1",
      "Parameters table",
      "Errors table 1",
      "Errors table 2",
      "Parameters table (2)",
    ]);
  });

  it("names a table under a heading inside tabs too", () => {
    const tree = compile(
      ['<Tabs>\n<TabItem value="a">', "", "### Request", "", table("x"), "</TabItem>\n</Tabs>"].join("\n"),
    );
    expect(findAll(tree, "table")[0]?.[1]?.["data-region-label"]).toBe("Request table");
  });
});
