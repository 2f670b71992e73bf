// Head tags of every page: title "<page> | Cloudloop Knowledgebase", description, canonical and social tags.
import { siteConfig } from "../../config/site";

export type Props = {
  readonly title?: string;
  readonly description?: string;
  readonly pathname: string;
  readonly noindex?: boolean;
};

/** "Thing" → "Thing | Cloudloop Knowledgebase"; no title → the site title alone. */
export function formatPageTitle(title?: string): string {
  return title ? `${title} | ${siteConfig.title}` : siteConfig.title;
}

export default function Seo({ title, description, pathname, noindex }: Props) {
  const fullTitle = formatPageTitle(title);
  const text = description ?? siteConfig.tagline;
  const canonical = `${siteConfig.url}${pathname}`;
  return (
    <>
      <html lang={siteConfig.locale.lang} dir={siteConfig.locale.dir} />
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={canonical} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="icon" href="/favicon.png" type="image/png" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:type" content="website" />
      <meta property="og:url" content={canonical} />
      <meta property="og:site_name" content={siteConfig.title} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}
