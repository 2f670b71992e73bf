// Standalone MDX page template (content/pages): the page body, compiled to an MDX tree, without the docs sidebar.
import { graphql, type HeadProps, type PageProps } from "gatsby";
import ReaderValuesPanel from "../theme/ReaderValuesPanel";
import MDXContent, { compiledBodyOf, type WithMdxComponents } from "../theme/MDXContent";
import StandalonePage from "../theme/StandalonePage";
import Seo from "../theme/Seo";
import type { MdxPageQuery } from "./mdx-page-query";

type PageContext = {
  /**
   * Whether a sample holds a placeholder (worked out by the build from the tree): the pages that offer "Your values".
   */
  readonly offersReaderValues: boolean;
};

export default function PageTemplate({
  data,
  location,
  pageContext,
  mdxComponents,
}: PageProps<MdxPageQuery, PageContext> & WithMdxComponents) {
  return (
    <StandalonePage title={data.mdx?.frontmatter.title ?? ""}>
      {pageContext.offersReaderValues ? <ReaderValuesPanel /> : null}
      <MDXContent tree={compiledBodyOf(data.mdx, location.pathname)} components={mdxComponents} />
    </StandalonePage>
  );
}

export function Head({ data, location }: HeadProps<MdxPageQuery>) {
  return (
    <Seo
      title={data.mdx?.frontmatter.title}
      description={data.mdx?.frontmatter.description}
      pathname={location.pathname}
    />
  );
}

export const query = graphql`
  query StandalonePage($id: String!) {
    mdx(id: { eq: $id }) {
      ...MdxPageFields
    }
  }
`;
