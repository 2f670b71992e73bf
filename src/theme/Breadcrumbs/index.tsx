// Breadcrumbs on docs pages: home, each category on the way (linked to its page), then the current page.
import { Link } from "gatsby";
import type { Breadcrumb } from "../../lib/navigation";
import * as styles from "./styles";

export type Props = {
  readonly crumbs: readonly Breadcrumb[];
};

export default function Breadcrumbs({ crumbs }: Props) {
  return (
    <nav aria-label="Breadcrumbs">
      <ol css={styles.list}>
        <li>
          <Link to="/" aria-label="Home page">
            <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6a1 1 0 0 0-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z" />
            </svg>
          </Link>
        </li>
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`}>
            {crumb.href && index < crumbs.length - 1 ? (
              <Link to={crumb.href}>{crumb.label}</Link>
            ) : index === crumbs.length - 1 ? (
              <span css={styles.current} aria-current="page">
                {crumb.label}
              </span>
            ) : (
              <span>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
