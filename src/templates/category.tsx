// Category index template: the cards come in the page context, built by src/content/model/version.ts.
import type { HeadProps, PageProps } from "gatsby";
import type { CategoryIndexPage } from "../content/model/types";
import { useDocsPageData } from "../theme/hooks/useDocsVersion";
import DocCategoryPage from "../theme/DocCategoryPage";
import Seo from "../theme/Seo";

type Context = { category: CategoryIndexPage };

export default function CategoryTemplate({ pageContext, location }: PageProps<object, Context>) {
  const { sidebar, version } = useDocsPageData();
  const { category } = pageContext;
  return (
    <DocCategoryPage
      title={category.title}
      description={category.description}
      cards={category.cards}
      pathname={location.pathname}
      sidebar={sidebar}
      version={version}
    />
  );
}

export function Head({ pageContext, location }: HeadProps<object, Context>) {
  return (
    <Seo
      title={pageContext.category.title}
      description={pageContext.category.description}
      pathname={location.pathname}
    />
  );
}
