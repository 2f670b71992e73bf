// The error screen: search could not reach its index, with the cause (timeout, network) when it is known.
import { ERROR_HELP, ERROR_TITLE } from "../../errors";
import * as styles from "./styles";
import { ErrorIcon } from "../../../ui/Icon";

export type Props = {
  /** "Connection timeout", "Socket timeout", "Network request failed", or null. */
  readonly cause: string | null;
};

export default function ErrorScreen({ cause }: Props) {
  return (
    <div css={styles.screen} role="alert">
      <ErrorIcon />
      <p css={styles.title}>{ERROR_TITLE}</p>
      <p>{ERROR_HELP}</p>
      {cause ? <p css={styles.cause}>{cause}</p> : null}
    </div>
  );
}
