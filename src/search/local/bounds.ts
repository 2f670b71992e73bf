// The best rank each record could reach for a query, read from the postings alone: records are then scored from the
// best bound down, and a search stops once the page it shows can no longer change.
import type { QueryUnit } from "../language";
import { LEVEL_WEIGHT } from "../types";
import {
  attributeRank,
  countsForUnit,
  FAR,
  fieldPath,
  headingFieldsOf,
  PAGE_ABOUT_FIELDS,
  PROSE_FIELDS,
  type RecordShape,
} from "./ranking";
import { phraseSlots, unitLeaves } from "./query-terms";
import type { RecordPostings } from "./record-postings";

/**
 * The best sort keys a record could have, in rankOf's order: words, typos, proximity, a heading that is the query,
 * attribute, units in its headings, exact units, level. Its real keys are never better; the score is not bounded.
 */
export type RankBound = readonly number[];

/** Records that share one bound. */
export type BoundGroup = { readonly bound: RankBound; readonly records: readonly number[] };

const bitCount = (bits: number): number => {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count += 1;
  return count;
};

/** The units a matched term counts for in rankOf's fields (countsForUnit), as bits: unit i is bit i. */
function unitsCountingTerm(units: readonly QueryUnit[]): (term: string) => number {
  const counts = units.map(countsForUnit);
  const known = new Map<string, number>();
  return (term) => {
    let bits = known.get(term);
    if (bits === undefined) {
      bits = counts.reduce((found, countsFor, index) => (countsFor(term) ? found | (1 << index) : found), 0);
      known.set(term, bits);
    }
    return bits;
  };
}

/**
 * Room for each key of a bound, as a non-negative part, in the one number a group is known by: words missed, typos,
 * proximity (FAR for each of 30 units is less), a heading that is not the query, attribute in tenths, units not in
 * the headings, units not exact, level from the title down (10 for text).
 */
const KEY_ROOM = [31, 31, 301, 3, 1000, 31, 31, 11] as const;

/** One number that sorts as a bound's keys do, from each key as a non-negative part within its KEY_ROOM. */
const toGroupKey = (
  wordsMissed: number,
  typos: number,
  proximity: number,
  notNamed: number,
  attributeTenths: number,
  notInHeadings: number,
  notExact: number,
  levelFromTitle: number,
): number =>
  ((((((wordsMissed * KEY_ROOM[1] + typos) * KEY_ROOM[2] + proximity) * KEY_ROOM[3] + notNamed) * KEY_ROOM[4] +
    attributeTenths) *
    KEY_ROOM[5] +
    notInHeadings) *
    KEY_ROOM[6] +
    notExact) *
    KEY_ROOM[7] +
  levelFromTitle;

/** What the postings say of each record for a query, unit i being bit i. */
type RecordMatches = {
  /** The records holding any term of the query, in the order met. */
  readonly touched: readonly number[];
  /**
   * Units the record matches as the engine does (a phrase with each word found), or by a typo correction: a unit
   * rankOf counts as matched is always one of them.
   */
  readonly own: Int32Array;
  /** Units matched by a word or its stem. */
  readonly exact: Int32Array;
  /** Units matched by those or the typed prefix: not only by a typo. */
  readonly untypoed: Int32Array;
  /** Fields (bit i is field id i) holding any term of the query. */
  readonly fields: Int32Array;
  /** For each unit, the fields holding a term that counts for it (rankOf's unitFields). */
  readonly unitFields: readonly Int32Array[];
};

function matchRecords(units: readonly QueryUnit[], postings: RecordPostings): RecordMatches {
  const count = postings.count;
  const own = new Int32Array(count);
  const exact = new Int32Array(count);
  const untypoed = new Int32Array(count);
  const fields = new Int32Array(count);
  const corrected = new Int32Array(count);
  const unitFields = units.map(() => new Int32Array(count));
  const slots = units.map(() => new Int32Array(count));
  const touched: number[] = [];
  const counting = unitsCountingTerm(units);
  units.forEach((unit, index) => {
    const bit = 1 << index;
    const unitSlots = slots[index] as Int32Array;
    for (const leaf of unitLeaves(unit)) {
      const slotBit = leaf.slot < 31 ? 1 << leaf.slot : 0;
      for (const term of leaf.prefix ? postings.termsStartingWith(leaf.term) : [leaf.term]) {
        const counted = counting(term) | bit;
        const isExact = !leaf.correction && term === leaf.term;
        const countedUnits = unitFields.filter((_, unitIndex) => counted & (1 << unitIndex));
        for (const [fieldId, records] of postings.recordsOf(term)) {
          const fieldBit = 1 << fieldId;
          for (let at = 0; at < records.length; at += 1) {
            const n = records[at] as number;
            if (fields[n] === 0) touched.push(n);
            unitSlots[n] = (unitSlots[n] as number) | slotBit;
            if (leaf.correction) corrected[n] = (corrected[n] as number) | bit;
            else untypoed[n] = (untypoed[n] as number) | bit;
            if (isExact) exact[n] = (exact[n] as number) | bit;
            fields[n] = (fields[n] as number) | fieldBit;
            for (const list of countedUnits) list[n] = (list[n] as number) | fieldBit;
          }
        }
      }
    }
  });
  const phrases = units.map(phraseSlots);
  for (const n of touched) {
    let matched = corrected[n] as number;
    units.forEach((_, index) => {
      const found = (slots[index] as Int32Array)[n] as number;
      if ((phrases[index] as number[]).some((bits) => (found & bits) === bits)) matched |= 1 << index;
    });
    own[n] = matched;
  }
  return { touched, own, exact, untypoed, fields, unitFields };
}

/**
 * Each field's step on a record's path (fieldPath), by field id, or FAR off the path: one list for each set of heading
 * levels a record sits under, made once.
 */
function pathStepsOf(fieldNames: readonly string[]): (levels: readonly number[]) => Int32Array {
  const made = new Map<number, Int32Array>();
  return (levels) => {
    const key = levels.reduce((bits, level) => bits | (1 << level), 0);
    let steps = made.get(key);
    if (!steps) {
      const path = fieldPath({ type: "content", levels, headingWords: 0 });
      steps = Int32Array.from(fieldNames, (name) => path.get(name) ?? FAR);
      made.set(key, steps);
    }
    return steps;
  };
}

/**
 * Every record holding a term of the query, grouped by the best rank it could reach, best first. A record's page
 * lends it the words its title, keywords or lead hold, as rankOf does.
 */
export function boundRecords(
  units: readonly QueryUnit[],
  postings: RecordPostings,
  shapeAt: (n: number) => RecordShape,
): BoundGroup[] {
  const total = units.length;
  const fieldNames = postings.fieldNames;
  const bitOf = (names: readonly string[]): number =>
    fieldNames.reduce((bits, name, id) => (names.includes(name) ? bits | (1 << id) : bits), 0);
  const aboutBits = bitOf(PAGE_ABOUT_FIELDS);
  const proseBits = bitOf([...PROSE_FIELDS]);
  const keywordsBits = bitOf(["keywords"]);
  const types = ["lvl1", "lvl2", "lvl3", "lvl4", "lvl5", "lvl6", "content"];
  const typeFacts = new Map(
    types.map((type) => [
      type,
      {
        heading: type === "content" ? 0 : bitOf([type]),
        headings: bitOf(headingFieldsOf(type)),
        ranks: Float64Array.from(fieldNames, (name) => attributeRank(name, type)),
        level: LEVEL_WEIGHT[type as keyof typeof LEVEL_WEIGHT],
      },
    ]),
  );
  const inheritedRank = attributeRank("lvl1", "inherited");
  const stepsFor = pathStepsOf(fieldNames);
  const { touched, own, exact, untypoed, fields, unitFields } = matchRecords(units, postings);

  // The proximity of the units' fields, as proximityOf counts it: 1 in one heading, 2 in one paragraph, 1 more for
  // each step between two fields.
  const nearest = (before: number, after: number, steps: Int32Array): number => {
    let found = FAR;
    for (let restA = before; restA !== 0; restA &= restA - 1) {
      const a = 31 - Math.clz32(restA & -restA);
      for (let restB = after; restB !== 0; restB &= restB - 1) {
        const b = 31 - Math.clz32(restB & -restB);
        const apart = a === b ? (proseBits & (1 << a) ? 1 : 0) : Math.abs((steps[a] as number) - (steps[b] as number));
        if (1 + apart < found) found = 1 + apart;
      }
    }
    return found;
  };

  const groups = new Map<number, { bound: RankBound; records: number[] }>();
  for (const n of touched) {
    // Neither the engine nor rankOf finds a record that matches no unit (it only holds part of a phrase).
    if (own[n] === 0) continue;
    const shape = shapeAt(n);
    const steps = stepsFor(shape.levels);
    const facts = typeFacts.get(shape.type) as NonNullable<ReturnType<typeof typeFacts.get>>;
    const page = shape.type === "lvl1" ? -1 : postings.pageRecordOf(n);
    const ownBits = own[n] as number;
    let lent = 0;
    let inHeadings = 0;
    let inHeading = facts.heading !== 0 && shape.headingWords >= total;
    let inKeywords = shape.type === "lvl1";
    let proximity = 0;
    let previous = 0;
    for (let unit = 0; unit < total; unit += 1) {
      const list = unitFields[unit] as Int32Array;
      const unitBit = 1 << unit;
      const fromPage = page >= 0 && (own[page] as number) & unitBit ? (list[page] as number) & aboutBits : 0;
      if (fromPage) lent |= unitBit;
      // A heading (or a keyword) that is the query holds a word of every unit.
      inHeading &&= ((list[n] as number) & facts.heading) !== 0;
      inKeywords &&= ((list[n] as number) & keywordsBits) !== 0;
      const unitFieldBits = ownBits & unitBit || fromPage ? (list[n] as number) | fromPage : 0;
      if (unitFieldBits === 0) continue;
      if (unitFieldBits & facts.headings) inHeadings += 1;
      if (previous !== 0) proximity += nearest(previous, unitFieldBits, steps);
      previous = unitFieldBits;
    }
    const words = ownBits | lent;
    const exactly = (exact[n] as number) | (page >= 0 ? lent & (exact[page] as number) : 0);
    const noTypo = (untypoed[n] as number) | (page >= 0 ? lent & (untypoed[page] as number) : 0);
    const fieldBits = fields[n] as number;
    let attribute = lent !== 0 ? inheritedRank : 99;
    for (let id = 0; id < facts.ranks.length; id += 1)
      if (fieldBits & (1 << id) && (facts.ranks[id] as number) < attribute) attribute = facts.ranks[id] as number;
    const matched = bitCount(words);
    const typos = bitCount(words & ~noTypo);
    const near = Math.min(proximity + Math.max(0, bitCount(lent & ~ownBits) - 1), KEY_ROOM[2] - 1);
    const named = inHeading ? 2 : inKeywords ? 1 : 0;
    const exactUnits = bitCount(exactly & words);
    const key = toGroupKey(
      total - matched,
      typos,
      near,
      2 - named,
      Math.round(attribute * 10),
      total - inHeadings,
      total - exactUnits,
      facts.level === 0 ? 10 : 10 - facts.level / 10,
    );
    const group = groups.get(key);
    if (group) group.records.push(n);
    else
      groups.set(key, {
        bound: [-matched, typos, near, -named, attribute, -inHeadings, -exactUnits, -facts.level],
        records: [n],
      });
  }
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([, group]) => group);
}

/** Whether sort keys rank strictly before a bound: a record with that bound can then never come before them. */
export function ranksBefore(rank: readonly number[], bound: RankBound): boolean {
  for (let index = 0; index < bound.length; index += 1) {
    const difference = (rank[index] ?? 0) - (bound[index] as number);
    if (difference !== 0) return difference < 0;
  }
  return false;
}
