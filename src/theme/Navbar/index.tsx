// The top navbar: brand, the "Data" docs link, the provider's site and room for the actions.
import type { ReactNode } from "react";
import { Link } from "gatsby";
import { StaticImage } from "gatsby-plugin-image";
import { siteConfig } from "../../config/site";
import SearchButton from "../SearchButton";
import * as styles from "./styles";

export type Props = {
  /** Current path, to mark the docs link active on docs pages. */
  readonly pathname: string;
  /** Colour-mode toggle, search button and menu button. */
  readonly actions?: ReactNode;
};

export default function Navbar({ pathname, actions }: Props) {
  const onDocs = pathname.startsWith(`${siteConfig.docsBasePath}/`);
  return (
    <header css={styles.bar}>
      <Link to="/" css={styles.brand} aria-label={`${siteConfig.title} home`}>
        <StaticImage src="../../images/logo.png" alt="" width={32} height={32} placeholder="none" loading="eager" layout="fixed" />
        <span>{siteConfig.title}</span>
      </Link>
      <nav aria-label="Main" css={styles.links}>
        <Link to={siteConfig.navbar.docsLink.to} css={styles.link} className={onDocs ? "active" : undefined}>
          {siteConfig.navbar.docsLink.label}
        </Link>
      </nav>
      <div css={styles.right}>
        <a href={siteConfig.provider.url} css={styles.link} target="_blank" rel="noopener noreferrer">
          {siteConfig.provider.label}
          <span className="visually-hidden"> (opens in a new tab)</span>
          <span aria-hidden="true"> ↗</span>
        </a>
        {actions}
        <SearchButton />
      </div>
    </header>
  );
}
