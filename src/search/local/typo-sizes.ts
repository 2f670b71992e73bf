// The word sizes typo tolerance starts at, shared by the local engine and the Algolia settings.

/** Algolia's minWordSizefor1Typo and minWordSizefor2Typos. */
export const MIN_WORD_SIZE_FOR_1_TYPO = 4;
export const MIN_WORD_SIZE_FOR_2_TYPOS = 8;
