// The error screen: search could not reach its index, with the cause (timeout, network) when it is known.
import { ERROR_HELP, ERROR_TITLE } from "../../errors";
import * as styles from "./styles";

export type Props = {
  /** "Connection timeout", "Socket timeout", "Network request failed", or null. */
  readonly cause: string | null;
};

export default function ErrorScreen({ cause }: Props) {
  return (
    <div css={styles.screen} role="alert">
      <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
        <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M20 4 37 34H3zM20 15v9M20 29v.5" />
      </svg>
      <p css={styles.title}>{ERROR_TITLE}</p>
      <p>{ERROR_HELP}</p>
      {cause ? <p css={styles.cause}>{cause}</p> : null}
    </div>
  );
}
