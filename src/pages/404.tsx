// The not-found page for every path the site does not have.
import type { HeadProps, PageProps } from "gatsby";
import NotFound from "../theme/NotFound";
import Seo from "../theme/Seo";

export default function NotFoundPage({ location }: PageProps) {
  return <NotFound pathname={location.pathname} />;
}

export function Head({ location }: HeadProps) {
  return <Seo title="Page Not Found" pathname={location.pathname} noindex />;
}
