// The reader's own API token and ids that fill the code samples: their shapes, masking and storage (what every page
// needs; the form's labels and messages are in reader-value-problems.ts, loaded with the form).
import { readJson, removeKey, writeJson } from "./storage";

/** Which value: the API token, a Thing id or a Thing Group id. */
export type ReaderValueName = "token" | "thing" | "thingGroup";

/** The values a reader entered; an empty string is a value not given (its placeholder stays). */
export type ReaderValues = { readonly [Name in ReaderValueName]: string };

export const READER_VALUE_NAMES: readonly ReaderValueName[] = ["token", "thing", "thingGroup"];

export const NO_READER_VALUES: ReaderValues = { token: "", thing: "", thingGroup: "" };

/** The token's published shape: UUID-like, hexadecimal in groups of 8-4-4-4-12 (the contract's Uuid schema). */
export const TOKEN_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** Every Cloudloop id: 32 letters and digits, case-sensitive (the contract's Id schema). */
export const ID_PATTERN = /^[A-Za-z0-9]{32}$/;

/** Whether a value has its published shape (an empty value, not given, always has). */
export function hasPublishedShape(name: ReaderValueName, value: string): boolean {
  return value === "" || (name === "token" ? TOKEN_PATTERN : ID_PATTERN).test(value);
}

/** Whether the reader has given any value at all. */
export function hasReaderValues(values: ReaderValues): boolean {
  return READER_VALUE_NAMES.some((name) => values[name] !== "");
}

const MASK = "•";

/**
 * The token as shown on screen: every character hidden except
 * the hyphens and the last four, so the reader can recognise it.
 */
export function maskToken(token: string): string {
  const visibleFrom = Math.max(0, token.length - 4);
  return [...token].map((character, index) => (index >= visibleFrom || character === "-" ? character : MASK)).join("");
}

/** Values stored under the key: only a well-formed object whose every value has its published shape counts. */
export function isStoredReaderValues(value: unknown): value is ReaderValues {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return READER_VALUE_NAMES.every(
    (name) => typeof record[name] === "string" && hasPublishedShape(name, record[name] as string),
  );
}

/** Reads the stored values; corrupt, foreign or missing storage gives no values. */
export function readStoredReaderValues(storageKey: string): ReaderValues {
  const stored = readJson(storageKey, isStoredReaderValues, NO_READER_VALUES);
  return { token: stored.token, thing: stored.thing, thingGroup: stored.thingGroup };
}

/** Stores the values (nothing at all when none is given); returns false when storage refused them. */
export function storeReaderValues(storageKey: string, values: ReaderValues): boolean {
  if (!hasReaderValues(values)) {
    removeKey(storageKey);
    return true;
  }
  return writeJson(storageKey, { token: values.token, thing: values.thing, thingGroup: values.thingGroup });
}

/** Removes every stored value. */
export function forgetStoredReaderValues(storageKey: string): void {
  removeKey(storageKey);
}
