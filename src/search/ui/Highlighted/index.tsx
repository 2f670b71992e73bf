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

export type PathProps = {
  /** The highlighted headings above a hit, outermost first. */
  readonly parts: readonly string[];
  /** From the css prop: the path's look is the list's. */
  readonly className?: string;
};

/** A hit's heading path as "Page › Section", each part highlighted; nothing for an empty path. */
export function HighlightedPath({ parts, className }: PathProps) {
  if (parts.length === 0) return null;
  return (
    <span className={className}>
      {parts.map((part, index) => (
        <span key={index}>
          {index > 0 ? <span aria-hidden="true"> › </span> : null}
          <Highlighted value={part} />
        </span>
      ))}
    </span>
  );
}
