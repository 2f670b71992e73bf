// What the "Your values" form says about the values a reader types: labels, the problems in words, trimming.
import { hasPublishedShape, READER_VALUE_NAMES, type ReaderValueName, type ReaderValues } from "./reader-values";

const LABELS: Readonly<Record<ReaderValueName, string>> = {
  token: "API token",
  thing: "Thing id",
  thingGroup: "Thing Group id",
};

/** The label a reader sees for a value. */
export function labelOf(name: ReaderValueName): string {
  return LABELS[name];
}

/** Why a value cannot be used, in words a reader can act on; null when it has the published shape or is empty. */
export function validateReaderValue(name: ReaderValueName, value: string): string | null {
  if (hasPublishedShape(name, value)) return null;
  if (name === "token") {
    return (
      `The API token has 36 characters: hexadecimal digits (0–9, a–f) ` +
      `in groups of 8, 4, 4, 4 and 12, joined by hyphens. ` +
      `You typed ${value.length} characters.`
    );
  }
  const bad = /[^A-Za-z0-9]/.exec(value);
  const problem = bad ? `character ${bad.index + 1} is not a letter or digit` : `you typed ${value.length} characters`;
  return `A ${LABELS[name]} has exactly 32 letters and digits; ${problem}.`;
}

/** Every problem of a set of values, by name; an empty object when all of them can be used. */
export function validateReaderValues(values: ReaderValues): Partial<Record<ReaderValueName, string>> {
  const problems: Partial<Record<ReaderValueName, string>> = {};
  for (const name of READER_VALUE_NAMES) {
    const problem = validateReaderValue(name, values[name]);
    if (problem) problems[name] = problem;
  }
  return problems;
}

/** Whitespace around a pasted value is never part of it. */
export function normalizeReaderValues(values: ReaderValues): ReaderValues {
  return { token: values.token.trim(), thing: values.thing.trim(), thingGroup: values.thingGroup.trim() };
}
