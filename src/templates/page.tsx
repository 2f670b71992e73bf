// Standalone MDX page template (content/pages): the page body without the docs sidebar.
import type { ReactNode } from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import StandalonePage from "../theme/StandalonePage";
import Seo from "../theme/Seo";

type PageQuery = { mdx: { frontmatter: { title: string; description: string } } | null };

export default function PageTemplate({ data, children }: PageProps<PageQuery> & { children?: ReactNode }) {
  return <StandalonePage title={data.mdx?.frontmatter.title ?? ""}>{children}</StandalonePage>;
}

export function Head({ data, location }: HeadProps<PageQuery>) {
  return <Seo title={data.mdx?.frontmatter.title} description={data.mdx?.frontmatter.description} pathname={location.pathname} />;
}

export const query = graphql`
  query StandalonePage($id: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        description
      }
    }
  }
`;
