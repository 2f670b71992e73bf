// Breadcrumbs on docs pages: home, each category on the way (linked to its page), then the current page; the same
// trail as schema.org BreadcrumbList data for search engines.
import { siteConfig } from "../../config/site";
import type { Breadcrumb } from "../../lib/navigation";
import { serializeJsonLd, toBreadcrumbListJsonLd } from "../../lib/structured-data";
import * as styles from "./styles";

export type Props = {
  readonly crumbs: readonly Breadcrumb[];
  /** Path of the current page, for its URL in the structured data. */
  readonly pathname: string;
};

export default function Breadcrumbs({ crumbs, pathname }: Props) {
  const jsonLd = serializeJsonLd(toBreadcrumbListJsonLd(crumbs, siteConfig.url, pathname));
  return (
    <nav aria-label="Breadcrumbs" css={styles.nav}>
      <ol css={styles.list}>
        <li>
          <a href="/" aria-label="Home page" css={styles.home}>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6a1 1 0 0 0-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z" />
            </svg>
          </a>
        </li>
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`}>
            {crumb.href && index < crumbs.length - 1 ? (
              <a href={crumb.href} css={styles.crumb}>
                {crumb.label}
              </a>
            ) : index === crumbs.length - 1 ? (
              <span css={[styles.crumb, styles.current]} aria-current="page">
                {crumb.label}
              </span>
            ) : (
              <span css={styles.crumb}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </nav>
  );
}
