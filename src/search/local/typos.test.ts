import { findCorrections, isVocabularyTerm, needsSwappedLetter, toVocabulary, typoBudget } from "./typos";

describe("typo tolerance from the vocabulary", () => {
  it("gives no typo below 4 letters, one from 4, two from 8, and none to numbers", () => {
    expect([typoBudget("mqt"), typoBudget("mqqt"), typoBudget("retensio"), typoBudget("p6jar")]).toEqual([0, 1, 2, 0]);
  });

  it("corrects from the word list of the first letter, and of the second only when the first has nothing near", () => {
    const vocabulary = toVocabulary(["long", "loop", "lingo", "email", "emit", "authentication", "hat", "p6", "~long"]);
    expect(vocabulary.get("l")).toEqual(["lingo", "long", "loop"]);
    expect(vocabulary.has("p")).toBe(false);
    const of = (letter: string) => vocabulary.get(letter) ?? [];
    expect(findCorrections("lnog", of)).toEqual(["long"]);
    expect(findCorrections("emial", of)).toEqual(["email"]);
    expect(findCorrections("uathentication", of)).toEqual(["authentication"]);
    expect(findCorrections("long", of)).toEqual([]);
    expect(findCorrections("bong", of)).toEqual([]);
    expect(needsSwappedLetter("uathentication", of("u"))).toBe(true);
    expect([needsSwappedLetter("lnog", of("l")), needsSwappedLetter("lon", of("l"))]).toEqual([false, false]);
    expect([isVocabularyTerm("s3"), isVocabularyTerm("hat"), isVocabularyTerm("~hat")]).toEqual([false, true, false]);
  });
});
