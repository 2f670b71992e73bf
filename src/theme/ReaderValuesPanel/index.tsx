// The "Your values" panel: the reader enters an API token, a Thing id and a Thing Group id once and every code sample
// shows them. The closed disclosure is in the page's HTML, so nothing moves when the page comes alive; its form loads
// when the reader first opens it.
import { useState } from "react";
import { labelOf } from "../../lib/reader-value-problems";
import { hasReaderValues, maskToken, READER_VALUE_NAMES, type ReaderValues } from "../../lib/reader-values";
import { useReaderValues } from "../contexts/readerValues";
import Lazy from "../Lazy";
import * as styles from "./styles";

const loadForm = () => import("./Form");

/** One line saying which values the samples show now. */
export function describeValues(values: ReaderValues): string {
  if (!hasReaderValues(values)) return "Show your own API token and ids in every code sample.";
  const given = READER_VALUE_NAMES.filter((name) => values[name] !== "").map((name) =>
    name === "token" ? `API token (…${maskToken(values.token).slice(-4)})` : labelOf(name),
  );
  const last = given.pop();
  return `The code samples show your ${given.length > 0 ? `${given.join(", ")} and ${last}` : last}.`;
}

export default function ReaderValuesPanel() {
  const { values } = useReaderValues();
  const [opened, setOpened] = useState(false);
  return (
    <details
      css={styles.panel}
      className="reader-values"
      onToggle={(event) => event.currentTarget.open && setOpened(true)}
    >
      <summary css={styles.summary}>
        <span css={styles.title}>Your values</span>
        <span css={styles.state}>{describeValues(values)}</span>
      </summary>
      {opened ? <Lazy load={loadForm} props={{}} /> : null}
    </details>
  );
}
