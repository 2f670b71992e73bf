// A docs page: shared sidebar, breadcrumbs, the title as h1, the page body, table of contents and previous/next links.
import { useMemo, type ReactNode } from "react";
import { siteConfig } from "../../config/site";
import type { DocPageOptions, SidebarItem } from "../../content/model/types";
import { getBreadcrumbs, getPrevNext } from "../../lib/navigation";
import { buildToc, type TocHeading, type TocLevels } from "../../lib/toc";
import Breadcrumbs from "../Breadcrumbs";
import CopyPage from "../CopyPage";
import { useRegisterDocsSidebar } from "../contexts/docsNavigation";
import Sidebar from "../Sidebar";
import TOC from "../TOC";
import TOCCollapsible from "../TOCCollapsible";
import DocsSidebarColumn from "./DocsSidebarColumn";
import { usePreferredVersion } from "./usePreferredVersion";
import * as styles from "./styles";

export type DocVersion = { readonly name: string; readonly available: readonly string[] };

export type Props = {
  readonly title: string;
  readonly pathname: string;
  readonly sidebar: readonly SidebarItem[];
  /** Label of the page in breadcrumbs; defaults to the title. */
  readonly breadcrumbLabel?: string;
  /** Headings of the body, for the table of contents (levels from siteConfig.toc). */
  readonly headings?: readonly TocHeading[];
  /** The docs version this page belongs to, remembered as the reader's preferred one. */
  readonly version?: DocVersion;
  /** Frontmatter overrides of the pager links (pagination_prev / pagination_next). */
  readonly pagination?: DocPageOptions["pagination"];
  /** Levels of the table of contents (default siteConfig.toc); null hides it. */
  readonly tocLevels?: TocLevels | null;
  /** Shown under the body, above the pager (last updated, edit link). */
  readonly footer?: ReactNode;
  /** Site path of the page's Markdown copy: shows "Copy page" and "View as Markdown" under the title. */
  readonly markdownPath?: string;
  readonly children?: ReactNode;
};

const NO_HEADINGS: readonly TocHeading[] = [];

const NO_OVERRIDES: DocPageOptions["pagination"] = {};

export default function DocPage({
  title,
  pathname,
  sidebar,
  breadcrumbLabel,
  headings = NO_HEADINGS,
  version,
  pagination = NO_OVERRIDES,
  tocLevels = siteConfig.toc,
  footer,
  markdownPath,
  children,
}: Props) {
  const neighbours = getPrevNext(sidebar, pathname);
  const previous = pagination.previous !== undefined ? pagination.previous : neighbours.previous;
  const next = pagination.next !== undefined ? pagination.next : neighbours.next;
  const toc = useMemo(() => (tocLevels ? buildToc(headings, tocLevels) : []), [headings, tocLevels]);
  useRegisterDocsSidebar(sidebar, Sidebar);
  usePreferredVersion(version?.name ?? null, version?.available ?? []);
  return (
    <div css={styles.grid} className="docs-page">
      <DocsSidebarColumn sidebar={sidebar} pathname={pathname} />
      <div css={[styles.body, toc.length > 0 ? styles.bodyWithToc : null]}>
        <article css={styles.article}>
          <Breadcrumbs crumbs={getBreadcrumbs(sidebar, pathname, breadcrumbLabel ?? title)} pathname={pathname} />
          <div css={styles.tocMobile}>
            <TOCCollapsible items={toc} />
          </div>
          <h1>{title}</h1>
          {markdownPath ? <CopyPage markdownPath={markdownPath} /> : null}
          {children}
          {footer}
          {previous || next ? (
            <nav aria-label="Docs pages" css={styles.pager}>
              {previous ? (
                <a href={previous.href} rel="prev" css={styles.pagerLink}>
                  <small>Previous</small>
                  <strong>« {previous.label}</strong>
                </a>
              ) : null}
              {next ? (
                <a href={next.href} rel="next" css={[styles.pagerLink, styles.next]}>
                  <small>Next</small>
                  <strong>{next.label} »</strong>
                </a>
              ) : null}
            </nav>
          ) : null}
        </article>
        {toc.length > 0 ? (
          <div css={styles.tocDesktop}>
            <TOC items={toc} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
