// The frame around every page: skip link, announcement bar, navbar (with the mobile menu), main content, footer.
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { siteConfig } from "../../config/site";
import AnnouncementBar from "../AnnouncementBar";
import { docsSidebarOnScreen } from "../contexts/docsNavigation";
import ErrorBoundary from "../ErrorBoundary";
import Footer from "../Footer";
import Lazy from "../Lazy";
import { isDocsPath } from "../../lib/docs-path";
import { useBrowserLayoutEffect } from "../../ui/hooks/useBrowserLayoutEffect";
import Navbar from "../Navbar";
import SkipToContent, { MAIN_CONTENT_ID } from "../SkipToContent";
import * as styles from "./styles";

export type Props = {
  readonly pathname: string;
  readonly children?: ReactNode;
};

export { MAIN_CONTENT_ID };

// The mobile menu's code is fetched when the reader reaches for the button (touch, pointer or focus), a moment before
// the tap opens it: readers who never open the menu never download it.
const loadMobileSidebar = () => import("../MobileSidebar");
const prepareMobileSidebar = (): void => {
  loadMobileSidebar().catch(() => undefined);
};
const DESKTOP_QUERY = `(min-width: ${siteConfig.breakpoints.desktopMinWidth}px)`;

export default function Layout({ pathname, children }: Props) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!menuOpen || typeof window.matchMedia !== "function") return undefined;
    // The menu belongs to narrow screens: growing the window to desktop width closes it.
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onChange = (): void => {
      if (desktop.matches) setMenuOpen(false);
    };
    desktop.addEventListener?.("change", onChange);
    return () => desktop.removeEventListener?.("change", onChange);
  }, [menuOpen]);

  // Focus goes back to the menu button only after the menu (and its focus trap) has gone.
  const restoreFocus = useRef(false);
  const closeMenu = useCallback((): void => {
    restoreFocus.current = true;
    setMenuOpen(false);
  }, []);
  // Before paint, in the commit that removes the menu: no frame with focus left on the page body.
  useBrowserLayoutEffect(() => {
    if (menuOpen || !restoreFocus.current) return;
    restoreFocus.current = false;
    menuButton.current?.focus();
  }, [menuOpen]);

  return (
    <div css={styles.frame}>
      <SkipToContent />
      <AnnouncementBar config={siteConfig.announcementBar} />
      <Navbar
        pathname={pathname}
        menuOpen={menuOpen}
        menuButtonRef={menuButton}
        onOpenMenu={() => setMenuOpen(true)}
        onPrepareMenu={prepareMobileSidebar}
      />
      {menuOpen ? (
        <Lazy
          load={loadMobileSidebar}
          props={{
            pathname,
            docsSidebar: isDocsPath(pathname, siteConfig.docsBasePath) ? docsSidebarOnScreen.current : null,
            onClose: closeMenu,
          }}
        />
      ) : null}
      <main id={MAIN_CONTENT_ID} css={styles.main} tabIndex={-1}>
        <ErrorBoundary key={pathname}>{children}</ErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
