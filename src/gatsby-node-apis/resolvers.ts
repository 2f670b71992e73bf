// The site's GraphQL fields computed from the content nodes: Mdx.body as MDX for .md files too, Mdx.compiledBody (the
// tree its page renders, from Gatsby's cache) and docsVersion (sidebar and docs) from all the nodes.
import { toMdxBody } from "../content/load/markdown-source";
import {
  CATEGORY_FILE_NODE_TYPE,
  docsVersionFromNodes,
  type CategoryFileNode,
  type ContentNodes,
  type MdxContentNode,
} from "../content/load/nodes";
import type { ContentDirs } from "../content/load/paths";
import type { KeyValueCache } from "../content/site";
import { readCompiledBody } from "./compiled-bodies";

type MdxSource = { body?: string; internal?: { contentFilePath?: string } };
type NodeModel = { findAll(args: { type: string }): Promise<{ entries: Iterable<unknown> }> };

const readContentNodes = async (nodeModel: NodeModel): Promise<ContentNodes> => ({
  mdx: [...(await nodeModel.findAll({ type: "Mdx" })).entries] as MdxContentNode[],
  categories: [...(await nodeModel.findAll({ type: CATEGORY_FILE_NODE_TYPE })).entries] as CategoryFileNode[],
});

/** The resolvers, for Gatsby's createResolvers. */
export function siteResolvers(
  cache: KeyValueCache,
  settings: { readonly contentDirs: ContentDirs; readonly projectRoot: string; readonly includeDrafts: boolean },
) {
  return {
    Mdx: {
      body: {
        type: "String!",
        resolve: (source: MdxSource) => toMdxBody(source.body ?? "", source.internal?.contentFilePath ?? ""),
      },
      compiledBody: { type: "JSON", resolve: (source: { id: string }) => readCompiledBody(cache, source.id) },
    },
    Query: {
      docsVersion: {
        type: "DocsVersion",
        resolve: async (_source: unknown, _args: unknown, context: { nodeModel: NodeModel }) =>
          docsVersionFromNodes(
            await readContentNodes(context.nodeModel),
            settings.contentDirs,
            settings.projectRoot,
            settings.includeDrafts,
          ).version,
      },
    },
  };
}
