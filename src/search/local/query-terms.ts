// The index terms a query looks up, read from its engine query as MiniSearch reads it: which fragments a search
// loads, and which records the bounds consider.
import type { Query, QueryCombination } from "minisearch";
import type { QueryUnit } from "../language";
import { INDEX_OPTIONS } from "./engine";
import { toEngineQuery } from "./ranking";
import type { LookedUpTerm } from "./shards";

/**
 * An index term a unit looks up: whole or as a prefix, whether only as a typo correction, and the word it stands for
 * (its slot: the unit's phrases' words numbered in order).
 */
export type UnitLeaf = {
  readonly term: string;
  readonly prefix: boolean;
  readonly correction: boolean;
  readonly slot: number;
};

const searchOptions = INDEX_OPTIONS.searchOptions ?? {};

/** The index terms of one query leaf as the engine reads it: tokenised and normalised with the engine's options. */
function engineTerms(text: string, tokenize: ((text: string) => string[]) | undefined): string[] {
  const split = tokenize ?? searchOptions.tokenize ?? ((whole: string) => [whole]);
  const process = searchOptions.processTerm ?? ((term: string) => term);
  return split(text).flatMap((token) => {
    const processed = process(token);
    return (Array.isArray(processed) ? processed : [processed]).filter((term): term is string => Boolean(term));
  });
}

/** Every leaf of an engine query, with the prefix and tokeniser it inherits. */
function leavesOf(query: Query): Array<{ readonly term: string; readonly prefix: boolean }> {
  const leaves: Array<{ term: string; prefix: boolean }> = [];
  const walk = (part: Query, prefix: boolean, tokenize: ((text: string) => string[]) | undefined): void => {
    if (typeof part === "string") {
      for (const term of engineTerms(part, tokenize)) leaves.push({ term, prefix });
      return;
    }
    if (typeof part !== "object" || !("queries" in part)) return;
    const combination = part as QueryCombination;
    const nextPrefix = combination.prefix === undefined ? prefix : combination.prefix === true;
    for (const child of combination.queries) walk(child, nextPrefix, combination.tokenize ?? tokenize);
  };
  walk(query, false, undefined);
  return leaves;
}

/** The leaves of each word of a unit's engine query (a phrase's words AND, the phrases OR), by slot. */
function leavesBySlot(
  unit: QueryUnit,
): Array<{ readonly term: string; readonly prefix: boolean; readonly slot: number }> {
  const unitQuery = (toEngineQuery([unit], "OR") as QueryCombination).queries[0] as QueryCombination;
  let slot = 0;
  return (unitQuery.queries as QueryCombination[]).flatMap((phrase) =>
    phrase.queries.flatMap((word) => {
      const leaves = leavesOf(word).map((leaf) => ({ ...leaf, slot }));
      slot += 1;
      return leaves;
    }),
  );
}

/** The terms a unit looks up in the engine, by slot; those reached only through a typo correction are marked. */
export function unitLeaves(unit: QueryUnit): UnitLeaf[] {
  const keyOf = (leaf: { term: string; prefix: boolean; slot: number }): string =>
    `${leaf.slot}${leaf.prefix ? "*" : " "}${leaf.term}`;
  const typed = leavesBySlot({ ...unit, corrections: undefined });
  const known = new Set(typed.map(keyOf));
  return [
    ...typed.map((leaf) => ({ ...leaf, correction: false })),
    ...leavesBySlot(unit)
      .filter((leaf) => !known.has(keyOf(leaf)))
      .map((leaf) => ({ ...leaf, correction: true })),
  ];
}

/** Each phrase of a unit as the bits of its words' slots: the unit matches where one phrase has all its bits. */
export const phraseSlots = (unit: QueryUnit): number[] => {
  let slot = 0;
  return unit.alternatives.map((phrase) => {
    let bits = 0;
    for (let word = 0; word < phrase.length; word += 1) bits |= slot < 31 ? 1 << slot++ : 0;
    return bits;
  });
};

/**
 * Every index term the engine query of a plan looks up, and whether as a prefix, so the fragments loaded for a search
 * are always those of the words, stems, synonyms and corrections it searches.
 */
export const lookedUpTerms = (units: readonly QueryUnit[]): LookedUpTerm[] =>
  units.flatMap((unit) => leavesBySlot(unit).map(({ term, prefix }) => ({ term, prefix })));
