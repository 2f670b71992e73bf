// Marks a link that opens another site in a new tab: an arrow icon for the eye, a phrase for screen readers.
import * as styles from "./styles";
import { ExternalLinkIcon } from "../../ui/Icon";

export default function ExternalLinkMark() {
  return (
    <>
      <span className="visually-hidden"> (opens in a new tab)</span>
      <ExternalLinkIcon size={styles.iconSize} css={styles.icon} />
    </>
  );
}
