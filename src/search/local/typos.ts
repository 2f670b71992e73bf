// Typo tolerance from the index's own vocabulary: corrections are the index terms within a word's typo budget,
// found in its first letter's word list, so a typo fetches only that list and its corrections' postings.
import { MIN_WORD_SIZE_FOR_1_TYPO, MIN_WORD_SIZE_FOR_2_TYPOS } from "./typo-sizes";

/** Typos a word may have: none below 4 letters, one from 4, two from 8; only words of letters (no typos on numbers). */
export function typoBudget(word: string): number {
  if (!/^[a-z]+$/.test(word)) return 0;
  return word.length >= MIN_WORD_SIZE_FOR_2_TYPOS ? 2 : word.length >= MIN_WORD_SIZE_FOR_1_TYPO ? 1 : 0;
}

/** Shortest term the vocabulary keeps: a one-typo word of 4 letters can be a 3-letter term with a letter added. */
export const MIN_VOCABULARY_LENGTH = MIN_WORD_SIZE_FOR_1_TYPO - 1;

/** Whether an index term belongs in the typo vocabulary: a plain word (no stem mark, digits or symbols). */
export const isVocabularyTerm = (term: string): boolean =>
  term.length >= MIN_VOCABULARY_LENGTH && /^[a-z]+$/.test(term);

/**
 * Edit distance with adjacent swaps (optimal string alignment), or `max + 1` as soon as it must exceed `max`: a typed
 * "emial" is one typo from "email".
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (before[j - 2] as number) + 1);
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] as number;
}

/**
 * The vocabulary letters a word's corrections can start with: its first letter, and its second when the first two are
 * swapped ("ahtentication" is filed under "a", "hte…" under "h"). A typo in the first letter otherwise is not
 * corrected, as most engines leave the first letter alone.
 */
export const typoLetters = (word: string): string[] =>
  typoBudget(word) === 0 ? [] : [...new Set([word[0] as string, word[1] as string])];

/** The terms of the vocabulary (by first letter) within the word's typo budget, the word itself left out. */
export function findCorrections(word: string, vocabularyOf: (letter: string) => readonly string[]): string[] {
  const budget = typoBudget(word);
  if (budget === 0) return [];
  const [first, second] = [word[0] as string, word[1] as string];
  const corrections: string[] = [];
  for (const letter of typoLetters(word)) {
    for (const term of vocabularyOf(letter)) {
      if (term === word) continue;
      // Under the second letter, only a swap of the first two letters is a typo the first letter allows.
      if (letter !== first && !(term[0] === second && term[1] === first)) continue;
      if (typoDistance(word, term, budget) <= budget) corrections.push(term);
    }
  }
  return corrections.sort();
}

/** Groups vocabulary terms by their first letter, each list sorted. */
export function toVocabulary(terms: Iterable<string>): Map<string, string[]> {
  const byLetter = new Map<string, string[]>();
  for (const term of terms) {
    if (!isVocabularyTerm(term)) continue;
    const letter = term[0] as string;
    const list = byLetter.get(letter);
    if (list) list.push(term);
    else byLetter.set(letter, [term]);
  }
  for (const list of byLetter.values()) list.sort();
  return new Map([...byLetter].sort(([a], [b]) => (a < b ? -1 : 1)));
}
