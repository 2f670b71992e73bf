// What the doc and standalone page templates read from their Mdx node: one GraphQL fragment and its result's type.
import { graphql } from "gatsby";
import type { MdxTreeNode } from "../content/compile/mdx-tree";

/** The page query's result: the node's title, description and compiled body (null when the node is missing). */
export type MdxPageQuery = {
  mdx: { frontmatter: { title: string; description: string }; compiledBody: readonly MdxTreeNode[] | null } | null;
};

/** Gatsby registers fragments by name from any file under src/; the templates spread `...MdxPageFields`. */
export const mdxPageFields = graphql`
  fragment MdxPageFields on Mdx {
    frontmatter {
      title
      description
    }
    compiledBody
  }
`;
