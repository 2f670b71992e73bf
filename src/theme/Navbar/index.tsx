// The top navbar: brand, the "Data" docs link, the provider's site, colour mode, search, and the mobile menu button.
import type { RefObject } from "react";
import { siteConfig } from "../../config/site";
import { isDocsPath } from "../../lib/docs-path";
import { currentPageOf } from "../../lib/internal-links";
import Brand from "../Brand";
import ColorModeToggle from "../ColorModeToggle";
import ExternalLinkMark from "../ExternalLinkMark";
import SearchButton from "../SearchButton";
import { useHideOnScroll } from "./useHideOnScroll";
import * as styles from "./styles";
import { MenuIcon } from "../../ui/Icon";

export type Props = {
  /** Current path, to mark the docs link active on docs pages. */
  readonly pathname: string;
  /** Opens the slide-in menu on narrow screens. */
  readonly onOpenMenu?: () => void;
  /** Called when the reader is about to open the menu, to fetch its code early. */
  readonly onPrepareMenu?: () => void;
  readonly menuOpen?: boolean;
  readonly menuButtonRef?: RefObject<HTMLButtonElement>;
};

export default function Navbar({ pathname, onOpenMenu, onPrepareMenu, menuOpen = false, menuButtonRef }: Props) {
  const hidden = useHideOnScroll(siteConfig.navbar.hideOnScroll);
  const onDocs = isDocsPath(pathname, siteConfig.docsBasePath);
  return (
    <header css={[styles.bar, hidden ? styles.hidden : null]} className="navbar">
      <button
        ref={menuButtonRef}
        type="button"
        css={styles.menuButton}
        aria-label="Open the navigation menu"
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        onClick={onOpenMenu}
        onPointerEnter={onPrepareMenu}
        onFocus={onPrepareMenu}
        onTouchStart={onPrepareMenu}
      >
        <MenuIcon />
      </button>
      <Brand pathname={pathname} />
      <nav aria-label="Main" css={styles.links}>
        <a
          href={siteConfig.navbar.docsLink.to}
          css={styles.link}
          className={onDocs ? "active" : undefined}
          aria-current={currentPageOf(siteConfig.navbar.docsLink.to, pathname)}
        >
          {siteConfig.navbar.docsLink.label}
        </a>
      </nav>
      <div css={styles.right}>
        <a
          href={siteConfig.provider.url}
          css={[styles.link, styles.external]}
          target="_blank"
          rel="noopener noreferrer"
        >
          {siteConfig.provider.label}
          <ExternalLinkMark />
        </a>
        <ColorModeToggle />
        <SearchButton />
      </div>
    </header>
  );
}
