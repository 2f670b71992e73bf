// The not-found screen shown for every path the site does not have, with pages whose names are like the path asked for.
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
          <a href="/">Home</a>
        </li>
        <li>
          <a href={siteConfig.navbar.docsLink.to}>Cloudloop Data docs</a>
        </li>
        <li>
          <a href={siteConfig.search.pagePath}>Search the docs</a>
        </li>
      </ul>
      {pathname ? <SimilarPages pathname={pathname} /> : null}
    </div>
  );
}
