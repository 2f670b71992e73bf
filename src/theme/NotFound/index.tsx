// The not-found screen shown for every path the site does not have, with pages whose names are like the path asked for.
import { Link } from "gatsby";
import { siteConfig } from "../../config/site";
import SimilarPages from "../SimilarPages";
import * as styles from "./styles";

export type Props = {
  /** The path the reader asked for; its words find the suggestions. */
  readonly pathname?: string;
};

export default function NotFound({ pathname }: Props) {
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
      {pathname ? <SimilarPages pathname={pathname} /> : null}
    </div>
  );
}
