// The desktop docs sidebar column: sticky, scrolling on its own, keeping its scroll between pages, and collapsible.
import { useRef } from "react";
import type { SidebarItem } from "../../content/types";
import { useBrowserLayoutEffect } from "../hooks/useBrowserLayoutEffect";
import { useDocsNavigation } from "../contexts/docsNavigation";
import Sidebar from "../Sidebar";
import * as styles from "./styles";


export type Props = {
  readonly sidebar: readonly SidebarItem[];
  readonly pathname: string;
};

export default function DocsSidebarColumn({ sidebar, pathname }: Props) {
  const { sidebarHidden, setSidebarHidden, sidebarScrollTop } = useDocsNavigation();
  const scroller = useRef<HTMLDivElement>(null);

  useBrowserLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (sidebarScrollTop.current !== null) {
      element.scrollTop = sidebarScrollTop.current;
      return;
    }
    // First docs page of the visit: make sure the current page's link is in view.
    const current = element.querySelector('[aria-current="page"]');
    if (!current) return;
    const box = element.getBoundingClientRect();
    const link = current.getBoundingClientRect();
    if (link.bottom > box.bottom || link.top < box.top) element.scrollTop += link.top - box.top - box.height / 3;
  }, [sidebarHidden]);

  if (sidebarHidden) {
    return (
      <aside css={[styles.aside, styles.asideHidden]} className="docs-sidebar">
        <button type="button" css={styles.expandButton} title="Expand sidebar" aria-label="Expand sidebar" onClick={() => setSidebarHidden(false)}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d="M6 7l5 5-5 5M13 7l5 5-5 5" />
          </svg>
        </button>
      </aside>
    );
  }
  return (
    <aside css={styles.aside} className="docs-sidebar">
      <div
        ref={scroller}
        css={styles.sidebarScroll}
        onScroll={(event) => {
          sidebarScrollTop.current = event.currentTarget.scrollTop;
        }}
      >
        <Sidebar items={sidebar} pathname={pathname} />
      </div>
      <button type="button" css={styles.collapseButton} title="Collapse sidebar" aria-label="Collapse sidebar" onClick={() => setSidebarHidden(true)}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d="M18 7l-5 5 5 5M11 7l-5 5 5 5" />
        </svg>
      </button>
    </aside>
  );
}
