// Shown when a piece of code or data the page needs could not be downloaded: the error text and a retry.
import * as styles from "./styles";

export type Props = {
  readonly error: unknown;
  readonly onRetry: () => void;
};

export default function AssetLoadError({ error, onRetry }: Props) {
  return (
    <div css={styles.box} role="alert">
      <p css={styles.text}>{String(error)}</p>
      <button type="button" css={styles.button} onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
