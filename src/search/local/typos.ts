// Typo tolerance from the index's own vocabulary: corrections are the index terms within a word's typo budget, found
// among the terms of its first letter, which its own lookup loads anyway.
import { editDistance } from "../../lib/edit-distance";
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
 * Whether a word needs its second letter's word list: when the first letter's list holds neither the word, nor a word
 * it starts, nor a correction, its first two letters may be swapped ("ahtentication" is "authentication" under "a").
 * Most engines otherwise leave the first letter alone; asking only then spares a list for every word typed right.
 */
export function needsSwappedLetter(word: string, firstLetterWords: readonly string[]): boolean {
  const budget = typoBudget(word);
  if (budget === 0 || word[1] === undefined || word[1] === word[0]) return false;
  return !firstLetterWords.some((term) => term.startsWith(word) || editDistance(word, term, budget) <= budget);
}

/**
 * The terms of the vocabulary (by first letter) within the word's typo budget, the word itself left out: those of its
 * first letter, or, when needsSwappedLetter, those of its second letter that swap the first two back.
 */
export function findCorrections(word: string, vocabularyOf: (letter: string) => readonly string[]): string[] {
  const budget = typoBudget(word);
  if (budget === 0) return [];
  const [first, second] = [word[0] as string, word[1] as string];
  const firstLetterWords = vocabularyOf(first);
  const swapped = needsSwappedLetter(word, firstLetterWords);
  const candidates = swapped
    ? vocabularyOf(second).filter((term) => term[0] === second && term[1] === first)
    : firstLetterWords;
  return candidates.filter((term) => term !== word && editDistance(word, term, budget) <= budget).sort();
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
