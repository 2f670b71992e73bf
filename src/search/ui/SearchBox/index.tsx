// The search input: a combobox over the results, capped at the configured length, with the stalled-search spinner.
import type { InputHTMLAttributes, KeyboardEvent, Ref } from "react";
import { siteConfig } from "../../../config/site";
import * as styles from "./styles";

export type Props = {
  readonly id: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Accessible name of the input. */
  readonly label: string;
  readonly placeholder?: string;
  /** A search has been slow for the stall threshold: show the spinner. */
  readonly stalled?: boolean;
  readonly onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  readonly inputRef?: Ref<HTMLInputElement>;
  /** Combobox wiring (aria-controls, aria-activedescendant, aria-expanded). */
  readonly comboboxProps?: Pick<InputHTMLAttributes<HTMLInputElement>, "aria-controls" | "aria-activedescendant" | "aria-expanded">;
};

export default function SearchBox({ id, value, onChange, label, placeholder, stalled = false, onKeyDown, inputRef, comboboxProps }: Props) {
  const max = siteConfig.search.maxQueryLength;
  return (
    <div css={styles.box} aria-busy={stalled}>
      <label htmlFor={id} css={styles.icon}>
        <span className="visually-hidden">{label}</span>
        {stalled ? (
          <svg css={styles.spinner} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false" data-testid="search-spinner">
            <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="2" strokeDasharray="38 14" />
          </svg>
        ) : (
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M14.386 14.386l4.088 4.088-1.06 1.06-4.088-4.087a8 8 0 1 1 1.06-1.06zM8.5 15a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13z" />
          </svg>
        )}
      </label>
      <input
        ref={inputRef}
        id={id}
        css={styles.input}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={false}
        {...comboboxProps}
        value={value}
        maxLength={max}
        placeholder={placeholder}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="go"
        onChange={(event) => onChange(event.currentTarget.value.slice(0, max))}
        onKeyDown={onKeyDown}
      />
      {stalled ? <span className="visually-hidden" role="status">Loading results</span> : null}
      {value ? (
        <button type="button" css={styles.clear} aria-label="Clear the query" onClick={() => onChange("")}>
          <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M10 8.94 15.47 3.47l1.06 1.06L11.06 10l5.47 5.47-1.06 1.06L10 11.06l-5.47 5.47-1.06-1.06L8.94 10 3.47 4.53l1.06-1.06z" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
