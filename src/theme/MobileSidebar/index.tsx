// The slide-in menu of narrow screens: the primary menu and, on docs pages, the docs sidebar as a secondary menu.
import * as styles from "./styles";
import { useRef, useState } from "react";
import { siteConfig } from "../../config/site";
import { isDocsPath } from "../../lib/docs-path";
import { currentPageOf } from "../../lib/internal-links";
import Brand from "../Brand";
import ExternalLinkMark from "../ExternalLinkMark";
import { useDialogFocus } from "../../ui/hooks/useDialogFocus";
import type { DocsSidebarMenu } from "../contexts/docsNavigation";
import { CloseIcon } from "../../ui/Icon";

export type Props = {
  readonly pathname: string;
  /** The docs sidebar of the page on screen, drawn by the page's own Sidebar component; null outside the docs. */
  readonly docsSidebar: DocsSidebarMenu | null;
  readonly onClose: () => void;
};

export default function MobileSidebar({ pathname, docsSidebar, onClose }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  // On a docs page the docs sidebar is what the reader wants first; the primary menu is one step back.
  const [showSecondary, setShowSecondary] = useState(docsSidebar !== null);
  useDialogFocus(panel, { onEscape: onClose, focusTarget: () => closeButton.current });
  const secondary = showSecondary && docsSidebar !== null;

  return (
    <div css={styles.root}>
      <div css={styles.backdrop} aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        css={styles.panel}
        className="mobile-sidebar"
        role="dialog"
        aria-modal="true"
        aria-label="Navigation menu"
      >
        <div css={styles.header}>
          <Brand pathname={pathname} />
          <button
            ref={closeButton}
            type="button"
            css={styles.close}
            aria-label="Close the navigation menu"
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        <div css={styles.body}>
          {secondary ? (
            <>
              <button type="button" css={styles.back} onClick={() => setShowSecondary(false)}>
                ← Back to main menu
              </button>
              <docsSidebar.Sidebar
                items={docsSidebar.items}
                pathname={pathname}
                onNavigate={onClose}
                idPrefix="mobile-"
              />
            </>
          ) : (
            <nav aria-label="Main menu">
              <ul css={styles.menu}>
                <li>
                  <a
                    href={siteConfig.navbar.docsLink.to}
                    css={styles.menuLink}
                    className={isDocsPath(pathname, siteConfig.docsBasePath) ? "active" : undefined}
                    aria-current={currentPageOf(siteConfig.navbar.docsLink.to, pathname)}
                    onClick={() => {
                      if (docsSidebar) setShowSecondary(true);
                      else onClose();
                    }}
                  >
                    {siteConfig.navbar.docsLink.label}
                  </a>
                </li>
                <li>
                  <a href={siteConfig.provider.url} css={styles.menuLink} target="_blank" rel="noopener noreferrer">
                    {siteConfig.provider.label}
                    <ExternalLinkMark />
                  </a>
                </li>
              </ul>
            </nav>
          )}
        </div>
      </div>
    </div>
  );
}
