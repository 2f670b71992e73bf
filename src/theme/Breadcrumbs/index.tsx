// Breadcrumbs on docs pages: home, each category on the way (linked to its page), then the current page; the same
// trail as schema.org BreadcrumbList data for search engines.
import { siteConfig } from "../../config/site";
import type { Breadcrumb } from "../../lib/navigation";
import { toScriptLiteral } from "../../lib/inline-script";
import { toBreadcrumbListJsonLd } from "../../lib/structured-data";
import * as styles from "./styles";
import { HomeIcon } from "../../ui/Icon";

export type Props = {
  readonly crumbs: readonly Breadcrumb[];
  /** Path of the current page, for its URL in the structured data. */
  readonly pathname: string;
};

export default function Breadcrumbs({ crumbs, pathname }: Props) {
  const jsonLd = toScriptLiteral(toBreadcrumbListJsonLd(crumbs, siteConfig.url, pathname));
  return (
    <nav aria-label="Breadcrumbs" css={styles.nav}>
      <ol css={styles.list}>
        <li>
          <a href="/" aria-label="Home page" css={styles.home}>
            <HomeIcon />
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
