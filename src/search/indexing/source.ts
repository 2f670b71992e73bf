// What the record builder reads at build time: one GraphQL query, shared by the Algolia push and the local index.
import type { CategoryIndexPage, DocsVersion, SidebarItem } from "../../content/model/types";
import { siteConfig } from "../../config/site";
import type { MdxTreeNode } from "../../content/compile/mdx-tree";
import type { RecordsInput } from "./records";

/** Docs (path, title, listed or not), the sidebar, each Mdx node's frontmatter and compiled body, and the pages. */
export const SEARCH_SOURCE_QUERY = `
  query SearchRecordSources {
    docsVersion {
      name
      docs {
        id
        path
        title
        unlisted
      }
      sidebars
    }
    allMdx {
      nodes {
        id
        frontmatter {
          keywords
          description
        }
        compiledBody
      }
    }
    allSitePage {
      nodes {
        path
        pageContext
      }
    }
  }
`;

export type SearchSourceData = {
  readonly docsVersion: {
    readonly name: string;
    readonly docs: ReadonlyArray<
      Pick<DocsVersion["docs"][number], "id" | "path" | "unlisted"> & { readonly title: string }
    >;
    readonly sidebars: DocsVersion["sidebars"];
  } | null;
  readonly allMdx: {
    readonly nodes: ReadonlyArray<{
      readonly id: string;
      readonly frontmatter: {
        readonly keywords?: readonly string[] | null;
        readonly description?: string | null;
      } | null;
      readonly compiledBody: readonly MdxTreeNode[] | null;
    }>;
  };
  readonly allSitePage: { readonly nodes: ReadonlyArray<{ readonly path: string; readonly pageContext: unknown }> };
};

/** What a page context holds: a doc page its Mdx node's id and its doc id; a category page its index. */
type PageContext = { readonly id?: unknown; readonly docId?: unknown; readonly category?: CategoryIndexPage };

/**
 * Joins the query's parts: a doc page's context names its Mdx node, which holds its
 * compiled body. Unlisted docs stay out.
 */
export function toRecordsInput(data: SearchSourceData): RecordsInput {
  const version = data.docsVersion;
  if (!version) throw new Error("Configuration error: the DocsVersion node is missing, so there is nothing to index");
  const mdxNodes = new Map(data.allMdx.nodes.map((node) => [node.id, node]));
  const docsById = new Map(version.docs.map((doc) => [doc.id, doc]));
  const sidebar: readonly SidebarItem[] = version.sidebars.docs ?? [];
  const pages: RecordsInput["pages"][number][] = [];
  const categoryPages: { path: string; title: string; description: string }[] = [];
  for (const sitePage of data.allSitePage.nodes) {
    const context = (sitePage.pageContext ?? {}) as PageContext;
    if (context.category) {
      categoryPages.push({
        path: context.category.path,
        title: context.category.title,
        description: context.category.description,
      });
      continue;
    }
    if (typeof context.docId !== "string" || typeof context.id !== "string") continue;
    const doc = docsById.get(context.docId);
    const mdx = mdxNodes.get(context.id);
    if (!doc || !mdx || !mdx.compiledBody || doc.unlisted) continue;
    pages.push({
      path: doc.path,
      title: doc.title,
      tree: mdx.compiledBody,
      keywords: mdx.frontmatter?.keywords ?? null,
      ...(mdx.frontmatter?.description ? { description: mdx.frontmatter.description } : {}),
    });
  }
  // Sidebar order keeps record positions (and so ties between equal hits) the same from build to build.
  const order = new Map(version.docs.map((doc, index) => [doc.path, index]));
  pages.sort((a, b) => (order.get(a.path) ?? 0) - (order.get(b.path) ?? 0));
  categoryPages.sort((a, b) => a.path.localeCompare(b.path));
  return { pages, categoryPages, sidebar, versionName: version.name, language: siteConfig.locale.lang };
}
