// The "Your values" form inside the panel: loaded when the reader first opens it, so no page carries its code.
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { labelOf, normalizeReaderValues, validateReaderValues } from "../../lib/reader-value-problems";
import {
  hasReaderValues,
  NO_READER_VALUES,
  READER_VALUE_NAMES,
  type ReaderValueName,
  type ReaderValues,
} from "../../lib/reader-values";
import { useReaderValues } from "../contexts/readerValues";
import * as styles from "./styles";

const HINTS: Readonly<Record<ReaderValueName, string>> = {
  token: "36 characters: hexadecimal digits in groups of 8-4-4-4-12.",
  thing: "32 letters and digits, case-sensitive.",
  thingGroup: "32 letters and digits, case-sensitive.",
};

type Problems = Partial<Record<ReaderValueName, string>>;

export default function ReaderValuesForm() {
  const { values, setValues, forget } = useReaderValues();
  const [draft, setDraft] = useState<ReaderValues>(values);
  const [problems, setProblems] = useState<Problems>({});
  const [status, setStatus] = useState("");
  const [editingToken, setEditingToken] = useState(false);
  const baseId = useId();
  const inputs = useRef<Partial<Record<ReaderValueName, HTMLInputElement | null>>>({});
  const fieldId = (name: ReaderValueName, part: string): string => `${baseId}-${name}-${part}`;

  // Values changed elsewhere (another tab, or forgotten) replace what the form shows.
  useEffect(() => setDraft(values), [values]);

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const next = normalizeReaderValues(draft);
    const found = validateReaderValues(next);
    setProblems(found);
    const firstBad = READER_VALUE_NAMES.find((name) => found[name]);
    if (firstBad) {
      setStatus("");
      inputs.current[firstBad]?.focus();
      return;
    }
    const stored = setValues(next);
    if (!hasReaderValues(next)) setStatus("No values given: the code samples show the placeholders.");
    else if (stored) setStatus("Saved in this browser. The code samples on every page now show your values.");
    else
      setStatus("The code samples show your values, but this browser does not let the site keep them after you leave.");
  };

  const forgetAll = (): void => {
    forget();
    setDraft(NO_READER_VALUES);
    setProblems({});
    setStatus("Forgotten. The code samples show the placeholders again.");
  };

  return (
    <form css={styles.form} onSubmit={submit} noValidate>
      <p css={styles.intro}>
        Enter your values once: every code sample on this site then shows them in place of the placeholders, and its
        Copy button copies them. They stay in this browser&apos;s local storage and are never sent anywhere.
      </p>
      <div css={styles.fields}>
        {READER_VALUE_NAMES.map((name) => {
          const problem = problems[name];
          const masked = name === "token" && !editingToken;
          return (
            <div key={name} css={styles.field}>
              <label htmlFor={fieldId(name, "input")} css={styles.label}>
                {labelOf(name)}
              </label>
              <input
                ref={(element) => {
                  inputs.current[name] = element;
                }}
                id={fieldId(name, "input")}
                css={styles.input}
                type={masked ? "password" : "text"}
                value={draft[name]}
                onChange={(event) => {
                  // Read the value now: the state updater runs after the event has been released.
                  const typed = event.currentTarget.value;
                  setDraft((current) => ({ ...current, [name]: typed }));
                }}
                onFocus={name === "token" ? () => setEditingToken(true) : undefined}
                onBlur={name === "token" ? () => setEditingToken(false) : undefined}
                autoComplete="off"
                autoCapitalize="off"
                autoCorrect="off"
                spellCheck={false}
                aria-invalid={problem ? true : undefined}
                aria-describedby={
                  problem ? `${fieldId(name, "hint")} ${fieldId(name, "error")}` : fieldId(name, "hint")
                }
              />
              <span id={fieldId(name, "hint")} css={styles.hint}>
                {HINTS[name]}
              </span>
              {problem ? (
                <span id={fieldId(name, "error")} css={styles.error}>
                  {problem}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
      <div css={styles.actions}>
        <button type="submit" css={styles.primaryButton}>
          Use these values
        </button>
        <button type="button" css={styles.button} onClick={forgetAll}>
          Forget my values
        </button>
      </div>
      <p role="status" css={styles.status}>
        {status}
      </p>
    </form>
  );
}
