// Splits the inverted index into fragments by the first letters of its terms, and tells which fragments a query needs,
// so a first search fetches only the postings of the words typed instead of the whole index.
import { STEM_MARK } from "../language";

/** One entry of MiniSearch's serialised index: a term and its postings ({ fieldId: { documentId: frequency } }). */
export type TermEntry = readonly [string, Record<string, Record<string, number>>];

/** A fragment's key is a few letters of the terms it holds: "a", "se", "0" (digits), "_" (anything else). */
const keyChar = (char: string | undefined): string => (char === undefined ? "" : /[a-z0-9]/.test(char) ? char : "_");

/** The letters a term is filed under (the stem mark is not a letter of the word), up to `depth` of them. */
export function termKey(term: string, depth: number): string {
  const word = term.startsWith(STEM_MARK) ? term.slice(STEM_MARK.length) : term;
  return [...word].slice(0, depth).map(keyChar).join("");
}

/** Longest key a fragment may have: deeper splits would cut typo tolerance in the first letters for little gain. */
export const MAX_KEY_LENGTH = 3;

/** Anything filed by its term: a fragment entry starts with the term. */
type Filed = readonly [string, ...unknown[]];

const entryBytes = (entry: Filed): number => JSON.stringify(entry).length + 1;

/**
 * Files every term under its first letter; a letter whose postings weigh more than `maxBytes` is split by the next
 * letter (terms too short for the longer key stay under the shorter one), down to MAX_KEY_LENGTH letters.
 */
export function splitTermEntries<Entry extends Filed>(
  entries: readonly Entry[],
  maxBytes: number,
): Map<string, Entry[]> {
  const shards = new Map<string, Entry[]>();
  const file = (group: readonly Entry[], key: string): void => {
    const depth = key.length;
    const bytes = group.reduce((sum, entry) => sum + entryBytes(entry), 0);
    if (depth > 0 && (bytes <= maxBytes || depth >= MAX_KEY_LENGTH)) {
      shards.set(key, [...group]);
      return;
    }
    const children = new Map<string, Entry[]>();
    const stay: Entry[] = [];
    for (const entry of group) {
      const childKey = termKey(entry[0], depth + 1);
      if (childKey.length === depth) stay.push(entry);
      else children.set(childKey, [...(children.get(childKey) ?? []), entry]);
    }
    if (stay.length > 0) shards.set(key, stay);
    for (const [childKey, childGroup] of children) file(childGroup, childKey);
  };
  file(entries, "");
  return new Map([...shards].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** A word a query looks up: as a whole term, or (the last word typed) as the start of terms. */
export type LookedUpTerm = { readonly term: string; readonly prefix: boolean };

/**
 * The fragments that hold every index term a query can match: for each word, the fragments whose key starts the word
 * (the word is filed there or under a shorter key), and for a prefix, also those whose key the prefix starts.
 */
export function shardsForTerms(keys: readonly string[], terms: readonly LookedUpTerm[]): string[] {
  const needed = new Set<string>();
  for (const { term, prefix } of terms) {
    const wordKey = termKey(term, MAX_KEY_LENGTH);
    if (!wordKey) continue;
    for (const key of keys) {
      if (wordKey.startsWith(key) || (prefix && key.startsWith(wordKey))) needed.add(key);
    }
  }
  return [...needed].sort();
}
