// A docs page: shared sidebar, breadcrumbs, the title as h1, the MDX body and previous/next links.
import type { ReactNode } from "react";
import { Link } from "gatsby";
import type { SidebarItem } from "../../content/types";
import { getBreadcrumbs, getPrevNext } from "../../lib/navigation";
import Breadcrumbs from "../Breadcrumbs";
import Sidebar from "../Sidebar";
import * as styles from "./styles";

export type Props = {
  readonly title: string;
  readonly pathname: string;
  readonly sidebar: readonly SidebarItem[];
  /** Label of the page in breadcrumbs; defaults to the title. */
  readonly breadcrumbLabel?: string;
  readonly children?: ReactNode;
};

export default function DocPage({ title, pathname, sidebar, breadcrumbLabel, children }: Props) {
  const { previous, next } = getPrevNext(sidebar, pathname);
  return (
    <div css={styles.grid}>
      <aside css={styles.aside}>
        <Sidebar items={sidebar} pathname={pathname} />
      </aside>
      <article css={styles.article}>
        <Breadcrumbs crumbs={getBreadcrumbs(sidebar, pathname, breadcrumbLabel ?? title)} />
        <h1>{title}</h1>
        {children}
        {previous || next ? (
          <nav aria-label="Docs pages" css={styles.pager}>
            {previous ? (
              <Link to={previous.href} rel="prev">
                <small>Previous</small>
                <strong>« {previous.label}</strong>
              </Link>
            ) : null}
            {next ? (
              <Link to={next.href} rel="next" css={styles.next}>
                <small>Next</small>
                <strong>{next.label} »</strong>
              </Link>
            ) : null}
          </nav>
        ) : null}
      </article>
    </div>
  );
}
