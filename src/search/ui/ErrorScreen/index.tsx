// The error screen: search could not reach its index, with the cause (timeout, network) when it is known.
import * as styles from "./styles";
import { ERROR_HELP, ERROR_TITLE } from "../../errors";

export type Props = {
  /** "Connection timeout", "Socket timeout", "Network request failed", or null. */
  readonly cause: string | null;
};

export default function ErrorScreen({ cause }: Props) {
  return (
    <div className={styles.screen} role="alert">
      <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
        <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M20 4 37 34H3zM20 15v9M20 29v.5" />
      </svg>
      <p className={styles.title}>{ERROR_TITLE}</p>
      <p>{ERROR_HELP}</p>
      {cause ? <p className={styles.cause}>{cause}</p> : null}
    </div>
  );
}
