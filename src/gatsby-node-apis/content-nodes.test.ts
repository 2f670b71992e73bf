/**
 * @jest-environment node
 */
import type { Node } from "gatsby";
import { CATEGORY_FILE_NODE_TYPE } from "../content/load/nodes";
import { addContentNodeData, type ContentNodeArgs } from "./content-nodes";

/** onCreateNode's arguments around one node, recording what the hook asks Gatsby to do. */
function argsFor(node: object, contents: Record<string, string>, parents: Record<string, object> = {}) {
  const calls: Array<[string, unknown]> = [];
  const args = {
    node: node as Node,
    actions: {
      createNode: (child: unknown) => calls.push(["createNode", child]),
      createParentChildLink: (link: unknown) => calls.push(["link", link]),
      createNodeField: (field: { name: string; value: unknown }) => calls.push(["field", [field.name, field.value]]),
    },
    loadNodeContent: async (of: { id: string }) => contents[of.id] ?? "",
    getNode: (id: string) => parents[id],
    createNodeId: (seed: string) => `id(${seed})`,
    createContentDigest: (text: string) => `digest(${text})`,
  } as unknown as ContentNodeArgs;
  return { args, calls };
}

describe("addContentNodeData", () => {
  it("turns a category file into a node that is a child of its file", async () => {
    const file = { id: "f1", internal: { type: "File" }, absolutePath: "/site/content/docs/api/_category_.json" };
    const { args, calls } = argsFor(file, { f1: '{"label":"API"}' });
    await addContentNodeData(args);
    expect(calls).toEqual([
      [
        "createNode",
        {
          id: "id(f1 >>> DocsCategoryFile)",
          parent: "f1",
          children: [],
          absolutePath: "/site/content/docs/api/_category_.json",
          text: '{"label":"API"}',
          internal: { type: CATEGORY_FILE_NODE_TYPE, contentDigest: 'digest({"label":"API"})' },
        },
      ],
      ["link", expect.objectContaining({ parent: file })],
    ]);
  });

  it("gives an Mdx node the number of lines above its body, and leaves other files alone", async () => {
    const parent = { id: "f2", internal: { type: "File" }, absolutePath: "/site/content/docs/a.mdx" };
    const mdx = { id: "m2", parent: "f2", internal: { type: "Mdx" }, body: "# A\n\nText\n" };
    const withMdx = argsFor(mdx, { f2: "---\ntitle: A\n---\n# A\n\nText\n" }, { f2: parent });
    await addContentNodeData(withMdx.args);
    expect(withMdx.calls).toEqual([["field", ["lineOffset", 3]]]);

    const other = argsFor(parent, { f2: "# A" });
    await addContentNodeData(other.args);
    expect(other.calls).toEqual([]);
  });
});
