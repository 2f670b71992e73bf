// The home page route: the hero image comes from gatsby-plugin-sharp through the page query.
import { graphql, type HeadProps, type PageProps } from "gatsby";
import HomePage from "../theme/HomePage";
import type { ResponsiveImageData } from "../theme/ResponsiveImage";
import Seo from "../theme/Seo";

type HomeQuery = { hero: { childImageSharp: { gatsbyImageData: ResponsiveImageData } | null } | null };

export default function Home({ data }: PageProps<HomeQuery>) {
  const heroImage = data.hero?.childImageSharp?.gatsbyImageData;
  // Fails the build (the page renders at build time) rather than shipping a home page without its illustration.
  if (!heroImage) throw new Error("src/images/hero.png is missing or could not be processed by gatsby-plugin-sharp");
  return <HomePage heroImage={heroImage} />;
}

export function Head({ location }: HeadProps) {
  return <Seo title="Home" pathname={location.pathname} />;
}

export const query = graphql`
  query HomePage {
    hero: file(sourceInstanceName: { eq: "images" }, relativePath: { eq: "hero.png" }) {
      childImageSharp {
        gatsbyImageData(width: 560, layout: CONSTRAINED, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP, AVIF])
      }
    }
  }
`;
