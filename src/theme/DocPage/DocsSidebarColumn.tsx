// The desktop docs sidebar column: sticky, scrolling on its own, keeping its scroll between pages, and collapsible.
import * as styles from "./styles";
import { useRef } from "react";
import type { SidebarItem } from "../../content/model/types";
import { useBrowserLayoutEffect } from "../../ui/hooks/useBrowserLayoutEffect";
import { useDocsNavigation } from "../contexts/docsNavigation";
import Sidebar from "../Sidebar";
import { DoubleChevronIcon } from "../../ui/Icon";

/** The button that expands or collapses the column; the css prop gives its place. */
function ColumnToggle({
  action,
  className,
  onClick,
}: {
  readonly action: "expand" | "collapse";
  readonly className?: string;
  readonly onClick: () => void;
}) {
  const label = action === "expand" ? "Expand sidebar" : "Collapse sidebar";
  return (
    <button type="button" className={className} title={label} aria-label={label} onClick={onClick}>
      {/* Pointing right to expand the column, left to collapse it. */}
      <DoubleChevronIcon direction={action === "expand" ? "right" : "left"} />
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
