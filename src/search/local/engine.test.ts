// Building the index: each distinct word is turned into index terms once, and the terms noted are the index's own.
import { fixtureRecords } from "../../__fixtures__/search";
import { toIndexTerms } from "../language";
import { createLocalIndex, indexTermsOnce } from "./engine";
import { toVocabulary } from "./typos";

describe("indexTermsOnce", () => {
  it("gives a repeated word the terms of its first time, and notes every term given", () => {
    const { processTerm, terms } = indexTermsOnce();
    const first = processTerm("Messages");
    expect(first).toEqual(toIndexTerms("Messages"));
    expect(processTerm("Messages")).toBe(first);
    processTerm("poll");
    expect([...terms].sort()).toEqual([...new Set([...first, ...toIndexTerms("poll")])].sort());
  });
});

describe("createLocalIndex", () => {
  it("takes its typo vocabulary from exactly the terms of the built index", () => {
    const index = createLocalIndex(fixtureRecords(), "test_index");
    const indexed = (index.engine.toJSON().index as unknown as [string, unknown][]).map(([term]) => term);
    expect(index.vocabulary).toEqual(toVocabulary(indexed));
    expect(index.vocabulary.size).toBeGreaterThan(5);
  });
});
