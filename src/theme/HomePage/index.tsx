// The home page: what the knowledge base covers, where to start, and a card per documentation area.
import { Link } from "gatsby";
import { siteConfig } from "../../config/site";
import { HOME_AREAS } from "./areas";
import * as styles from "./styles";

export default function HomePage() {
  return (
    <>
      <section css={styles.hero}>
        <h1>{siteConfig.title}</h1>
        <p>{siteConfig.tagline}</p>
        <div css={styles.actions}>
          <Link to={siteConfig.navbar.docsLink.to} css={styles.primary}>
            Get started
          </Link>
          <Link to={siteConfig.search.pagePath} css={styles.secondary}>
            Search the docs
          </Link>
        </div>
      </section>
      <section css={styles.areas} aria-labelledby="areas-heading">
        <h2 id="areas-heading">Explore the documentation</h2>
        <ul>
          {HOME_AREAS.map((area) => (
            <li key={area.href}>
              <Link to={area.href}>
                <h3>{area.title}</h3>
                <p>{area.description}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
