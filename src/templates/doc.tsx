// Doc page template: fetches the doc's frontmatter and headings and hands everything to the theme's DocPage.
// (No value import from "react" here: gatsby-plugin-mdx then adds the React import its MDX wrapper needs.)
import type { ReactNode } from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import type { TocHeading } from "../lib/toc";
import { useDocsPageData } from "../data/useDocsVersion";
import DocPage from "../theme/DocPage";
import Seo from "../theme/Seo";

type DocQuery = {
  mdx: { frontmatter: { title: string; description: string; sidebar_label: string | null }; headings: TocHeading[] } | null;
};

export default function DocTemplate({ data, location, children }: PageProps<DocQuery> & { children?: ReactNode }) {
  const { sidebar, version } = useDocsPageData();
  const frontmatter = data.mdx?.frontmatter;
  return (
    <DocPage title={frontmatter?.title ?? ""} pathname={location.pathname} sidebar={sidebar} headings={data.mdx?.headings} version={version}>
      {children}
    </DocPage>
  );
}

export function Head({ data, location }: HeadProps<DocQuery>) {
  return <Seo title={data.mdx?.frontmatter.title} description={data.mdx?.frontmatter.description} pathname={location.pathname} type="article" />;
}

export const query = graphql`
  query DocPage($id: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        description
        sidebar_label
      }
      headings {
        depth
        value
        id
      }
    }
  }
`;
