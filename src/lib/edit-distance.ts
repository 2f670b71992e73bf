// How many typos apart two words are: the search's typo tolerance and highlights, and the build's "did you mean" hints.

/**
 * Edit distance with adjacent swaps (optimal string alignment: "emial" is one typo from "email"), or `max + 1` as soon
 * as it must exceed `max`.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
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

/** The candidate closest to `word` within `max` edits (the first of equals), or null. */
export function closestWithin(word: string, candidates: readonly string[], max: number): string | null {
  let best: { candidate: string; distance: number } | null = null;
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate, max);
    if (distance <= max && (!best || distance < best.distance)) best = { candidate, distance };
  }
  return best?.candidate ?? null;
}
