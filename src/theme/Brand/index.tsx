// The site's logo and title, linking home: in the navbar and at the top of the mobile menu.
import { siteConfig } from "../../config/site";
import { currentPageOf } from "../../lib/internal-links";
import * as styles from "./styles";
import { LogoIcon } from "../../ui/Icon";

export type Props = {
  readonly className?: string;
  /** Current path: the link is marked as the current page on the home page. */
  readonly pathname: string;
};

export default function Brand({ className, pathname }: Props) {
  return (
    <a
      href="/"
      css={styles.brand}
      className={className}
      aria-label={`${siteConfig.title} home`}
      aria-current={currentPageOf("/", pathname)}
    >
      <LogoIcon css={styles.logo} />
      <span css={styles.title}>{siteConfig.title}</span>
    </a>
  );
}
