// The GraphQL types the site declares: Mdx frontmatter, category file nodes, and the docs version the navigation reads.
import { CATEGORY_FILE_NODE_TYPE } from "../content/load/nodes";

export const SITE_TYPE_DEFS = `
  type Mdx implements Node {
    frontmatter: MdxFrontmatter!
  }
  type MdxFrontmatter {
    title: String!
    description: String!
    sidebar_label: String
    sidebar_position: Float
    slug: String
    unlisted: Boolean
    keywords: [String!]
  }
  type ${CATEGORY_FILE_NODE_TYPE} implements Node @dontInfer {
    absolutePath: String!
    text: String!
  }
  type Doc {
    id: String!
    path: String!
    sidebar: String
    unlisted: Boolean!
    title: String!
    description: String!
  }
  type DocsVersion {
    name: String!
    label: String!
    path: String!
    isLast: Boolean!
    mainDocId: String!
    docs: [Doc!]!
    sidebars: JSON!
    draftIds: [String!]!
  }
`;
