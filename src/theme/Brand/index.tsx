// The site's logo and title, linking home: in the navbar and at the top of the mobile menu.
import { siteConfig } from "../../config/site";
import { currentPageOf } from "../../lib/internal-links";
import * as styles from "./styles";

export type Props = {
  readonly className?: string;
  /** Current path: the link is marked as the current page on the home page. */
  readonly pathname: string;
};

/** The logo, inline so it costs no request and never shifts the layout. */
export function Logo({ size = 32 }: { readonly size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false" css={styles.logo}>
      <rect width="64" height="64" rx="14" fill="#0b63ce" />
      <circle cx="32" cy="34" r="9" fill="#ffffff" />
      <path d="M12 34a20 20 0 0 1 40 0" fill="none" stroke="#ffffff" strokeWidth="4" strokeLinecap="round" />
      <path d="M20 34a12 12 0 0 1 24 0" fill="none" stroke="#9cc8ff" strokeWidth="3" strokeLinecap="round" />
      <circle cx="48" cy="15" r="4" fill="#ffd166" />
    </svg>
  );
}

export default function Brand({ className, pathname }: Props) {
  return (
    <a href="/" css={styles.brand} className={className} aria-label={`${siteConfig.title} home`} aria-current={currentPageOf("/", pathname)}>
      <Logo />
      <span css={styles.title}>{siteConfig.title}</span>
    </a>
  );
}
