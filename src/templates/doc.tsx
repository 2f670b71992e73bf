// Doc page template, shared by every doc: frontmatter and the
// compiled body from its Mdx node, headings from the context.
import { graphql, type HeadProps, type PageProps } from "gatsby";
import type { DocPageOptions } from "../content/model/types";
import { toMarkdownCopyPath } from "../lib/markdown-copy-path";
import type { TocHeading } from "../lib/toc";
import { useDocsPageData } from "../theme/hooks/useDocsVersion";
import DocPage from "../theme/DocPage";
import DocPageMeta, { type DocPageMetaData } from "../theme/DocPageMeta";
import ReaderValuesPanel from "../theme/ReaderValuesPanel";
import MDXContent, { compiledBodyOf, type WithMdxComponents } from "../theme/MDXContent";
import Seo from "../theme/Seo";
import type { MdxPageQuery } from "./mdx-page-query";

type DocContext = {
  /** The body's headings with their anchors, from the same parse as the tree (the table of contents). */
  readonly headings: readonly TocHeading[];
  /**
   * Whether a sample holds a placeholder (worked out by the build from the tree): the pages that offer "Your values".
   */
  readonly offersReaderValues: boolean;
  readonly options: DocPageOptions;
  readonly meta: DocPageMetaData;
};

export default function DocTemplate({
  data,
  location,
  pageContext,
  mdxComponents,
}: PageProps<MdxPageQuery, DocContext> & WithMdxComponents) {
  const { sidebar, version } = useDocsPageData();
  const frontmatter = data.mdx?.frontmatter;
  const { options, meta } = pageContext;
  return (
    <DocPage
      title={frontmatter?.title ?? ""}
      pathname={location.pathname}
      sidebar={sidebar}
      headings={pageContext.headings}
      version={version}
      pagination={options.pagination}
      tocLevels={options.toc}
      footer={<DocPageMeta meta={meta} />}
      markdownPath={toMarkdownCopyPath(location.pathname)}
    >
      {pageContext.offersReaderValues ? <ReaderValuesPanel /> : null}
      <MDXContent tree={compiledBodyOf(data.mdx, location.pathname)} components={mdxComponents} />
    </DocPage>
  );
}

export function Head({ data, location, pageContext }: HeadProps<MdxPageQuery, DocContext>) {
  return (
    <Seo
      title={data.mdx?.frontmatter.title}
      description={data.mdx?.frontmatter.description}
      pathname={location.pathname}
      type="article"
      image={pageContext.options.image}
      markdownPath={toMarkdownCopyPath(location.pathname)}
    />
  );
}

export const query = graphql`
  query DocPage($id: String!) {
    mdx(id: { eq: $id }) {
      ...MdxPageFields
    }
  }
`;
