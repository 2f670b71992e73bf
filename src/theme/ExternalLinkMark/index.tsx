// Marks a link that opens another site in a new tab: an arrow icon for the eye, a phrase for screen readers.
import * as styles from "./styles";

export default function ExternalLinkMark() {
  return (
    <>
      <span className="visually-hidden"> (opens in a new tab)</span>
      <svg viewBox="0 0 24 24" width={styles.iconSize} height={styles.iconSize} aria-hidden="true" focusable="false" css={styles.icon}>
        <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
      </svg>
    </>
  );
}
