// Head tags of every page: title "<page> | Cloudloop Knowledgebase", description, canonical, social cards.
import { siteConfig } from "../../config/site";
import socialCard from "../../images/social-card.png";

export type Props = {
  readonly title?: string;
  readonly description?: string;
  readonly pathname: string;
  readonly noindex?: boolean;
  /** Open Graph type: docs are articles, everything else the website. */
  readonly type?: "website" | "article";
  /** The page's own social card (frontmatter `image`): a site path or an absolute URL; the site's card when absent. */
  readonly image?: string | null;
  /** Site path of the page's Markdown copy, linked as its text/markdown alternate. */
  readonly markdownPath?: string;
};

/**
 * The site's icons, the same on every page: in the server's <head> (gatsby-ssr), so no browser asks for
 * /favicon.ico.
 */
export function SiteIcons() {
  return (
    <>
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="icon" href="/favicon.png" type="image/png" />
      <link rel="apple-touch-icon" href="/favicon.png" />
    </>
  );
}

/** "Thing" → "Thing | Cloudloop Knowledgebase"; no title → the site title alone. */
export function formatPageTitle(title?: string): string {
  return title ? `${title} | ${siteConfig.title}` : siteConfig.title;
}

/** Absolute URL on the deployed site. */
export const toAbsoluteUrl = (path: string): string =>
  `${siteConfig.url.replace(/\/+$/, "")}${path.startsWith("/") ? path : `/${path}`}`;

export default function Seo({
  title,
  description,
  pathname,
  noindex,
  type = "website",
  image: pageImage,
  markdownPath,
}: Props) {
  const fullTitle = formatPageTitle(title);
  const text = description ?? siteConfig.tagline;
  const canonical = toAbsoluteUrl(pathname);
  const image = pageImage
    ? /^https?:\/\//.test(pageImage)
      ? pageImage
      : toAbsoluteUrl(pageImage)
    : toAbsoluteUrl(socialCard);
  const imageAlt = pageImage ? fullTitle : `${siteConfig.title}: ${siteConfig.tagline}`;
  return (
    <>
      <html lang={siteConfig.locale.lang} dir={siteConfig.locale.dir} />
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={canonical} />
      {markdownPath ? <link rel="alternate" type="text/markdown" href={markdownPath} /> : null}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={canonical} />
      <meta property="og:site_name" content={siteConfig.title} />
      <meta property="og:locale" content={siteConfig.locale.lang} />
      <meta property="og:image" content={image} />
      {pageImage ? null : <meta property="og:image:width" content="1200" />}
      {pageImage ? null : <meta property="og:image:height" content="630" />}
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}
