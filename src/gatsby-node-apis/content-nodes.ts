// What Gatsby's onCreateNode adds for the content: category files become nodes (so develop watches them), and each
// Mdx node learns how many frontmatter lines stand above its body (for error lines).
import type { CreateNodeArgs, Node } from "gatsby";
import { bodyLineOffset, isCategoryFile } from "../content/load/load";
import { CATEGORY_FILE_NODE_TYPE } from "../content/load/nodes";

/** What this needs of onCreateNode's arguments. */
export type ContentNodeArgs = Pick<
  CreateNodeArgs,
  "node" | "actions" | "loadNodeContent" | "getNode" | "createNodeId" | "createContentDigest"
>;

/** A category file's node, or the Mdx node's line offset; other nodes are left alone. */
export async function addContentNodeData(args: ContentNodeArgs): Promise<void> {
  const { node, actions, loadNodeContent, getNode, createNodeId, createContentDigest } = args;
  const file = node as Node & { absolutePath?: string };
  if (node.internal.type === "File" && file.absolutePath && isCategoryFile(file.absolutePath)) {
    const text = await loadNodeContent(node);
    const child = {
      id: createNodeId(`${node.id} >>> ${CATEGORY_FILE_NODE_TYPE}`),
      parent: node.id,
      children: [],
      absolutePath: file.absolutePath,
      text,
      internal: { type: CATEGORY_FILE_NODE_TYPE, contentDigest: createContentDigest(text) },
    };
    actions.createNode(child);
    actions.createParentChildLink({ parent: node, child: child as unknown as Node });
  } else if (node.internal.type === "Mdx" && node.parent) {
    const parent = getNode(node.parent);
    if (parent)
      actions.createNodeField({
        node,
        name: "lineOffset",
        value: bodyLineOffset(await loadNodeContent(parent), String((node as { body?: unknown }).body ?? "")),
      });
  }
}
