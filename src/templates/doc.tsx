// Doc page template: fetches the doc's frontmatter and hands everything to the theme's DocPage.
import type { ReactNode } from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { useDocsSidebar } from "../data/useDocsVersion";
import DocPage from "../theme/DocPage";
import Seo from "../theme/Seo";

type DocQuery = {
  mdx: { frontmatter: { title: string; description: string; sidebar_label: string | null } } | null;
};

export default function DocTemplate({ data, location, children }: PageProps<DocQuery> & { children?: ReactNode }) {
  const sidebar = useDocsSidebar();
  const frontmatter = data.mdx?.frontmatter;
  return (
    <DocPage title={frontmatter?.title ?? ""} pathname={location.pathname} sidebar={sidebar}>
      {children}
    </DocPage>
  );
}

export function Head({ data, location }: HeadProps<DocQuery>) {
  return <Seo title={data.mdx?.frontmatter.title} description={data.mdx?.frontmatter.description} pathname={location.pathname} />;
}

export const query = graphql`
  query DocPage($id: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        description
        sidebar_label
      }
    }
  }
`;
