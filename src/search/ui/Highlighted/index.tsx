// Renders a highlighted value as text with <mark> around matches; markup in the value is shown, never run.
import { parseHighlight } from "../../hits";
import * as styles from "./styles";

export type Props = {
  /** A value with highlight tags, as the search answered it. */
  readonly value: string;
};

export default function Highlighted({ value }: Props) {
  return (
    <>
      {parseHighlight(value).map((part, index) =>
        part.highlighted ? (
          <mark key={index} css={styles.mark}>
            {part.value}
          </mark>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </>
  );
}
