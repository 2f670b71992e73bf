// The search input: a combobox over the results, capped at the configured length, with the stalled-search spinner.
import type { InputHTMLAttributes, KeyboardEvent, Ref } from "react";
import { siteConfig } from "../../../config/site";
import * as styles from "./styles";
import { ClearIcon, SearchIcon, SpinnerIcon } from "../../../ui/Icon";

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
  readonly comboboxProps?: Pick<
    InputHTMLAttributes<HTMLInputElement>,
    "aria-controls" | "aria-activedescendant" | "aria-expanded"
  >;
};

export default function SearchBox({
  id,
  value,
  onChange,
  label,
  placeholder,
  stalled = false,
  onKeyDown,
  inputRef,
  comboboxProps,
}: Props) {
  const max = siteConfig.search.maxQueryLength;
  return (
    <div css={styles.box} aria-busy={stalled}>
      <label htmlFor={id} css={styles.icon}>
        <span className="visually-hidden">{label}</span>
        {stalled ? <SpinnerIcon css={styles.spinner} /> : <SearchIcon size={20} />}
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
      {stalled ? (
        <span className="visually-hidden" role="status">
          Loading results
        </span>
      ) : null}
      {value ? (
        <button type="button" css={styles.clear} aria-label="Clear the query" onClick={() => onChange("")}>
          <ClearIcon />
        </button>
      ) : null}
    </div>
  );
}
