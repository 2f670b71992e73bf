// The home page route.
import type { HeadProps } from "gatsby";
import HomePage from "../theme/HomePage";
import Seo from "../theme/Seo";

export default function Home() {
  return <HomePage />;
}

export function Head({ location }: HeadProps) {
  return <Seo title="Home" pathname={location.pathname} />;
}
