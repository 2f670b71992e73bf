// The desktop docs sidebar column: sticky, scrolling on its own, keeping its scroll between pages, and collapsible.
import * as styles from "./styles";
import { useRef } from "react";
import type { SidebarItem } from "../../content/model/types";
import { useBrowserLayoutEffect } from "../hooks/useBrowserLayoutEffect";
import { useDocsNavigation } from "../contexts/docsNavigation";
import Sidebar from "../Sidebar";

/** Double chevrons: pointing right to expand the column, left to collapse it. */
const CHEVRONS = { expand: "M6 7l5 5-5 5M13 7l5 5-5 5", collapse: "M18 7l-5 5 5 5M11 7l-5 5 5 5" } as const;

/** The button that expands or collapses the column; the css prop gives its place. */
function ColumnToggle({ action, className, onClick }: { readonly action: keyof typeof CHEVRONS; readonly className?: string; readonly onClick: () => void }) {
  const label = action === "expand" ? "Expand sidebar" : "Collapse sidebar";
  return (
    <button type="button" className={className} title={label} aria-label={label} onClick={onClick}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d={CHEVRONS[action]} />
      </svg>
    </button>
  );
}

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
        <ColumnToggle action="expand" css={styles.expandButton} onClick={() => setSidebarHidden(false)} />
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
      <ColumnToggle action="collapse" css={styles.collapseButton} onClick={() => setSidebarHidden(true)} />
    </aside>
  );
}
