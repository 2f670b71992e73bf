// The not-found screen shown for every path the site does not have.
import { Link } from "gatsby";
import { siteConfig } from "../../config/site";
import * as styles from "./styles";

export default function NotFound() {
  return (
    <div css={styles.wrap}>
      <p css={styles.code} aria-hidden="true">
        404
      </p>
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for. The page may have moved, or the link may be mistyped.</p>
      <ul>
        <li>
          <Link to="/">Home</Link>
        </li>
        <li>
          <Link to={siteConfig.navbar.docsLink.to}>Cloudloop Data docs</Link>
        </li>
        <li>
          <Link to={siteConfig.search.pagePath}>Search the docs</Link>
        </li>
      </ul>
    </div>
  );
}
