// A compact text form of MiniSearch's postings for the term fragments: record numbers as gaps from the previous one and
// frequencies only where they are not 1, which gzip packs about three times tighter than `{ "1043": 1, "1051": 2 }`.
import type { TermEntry } from "./shards";
import { rememberRecords, type FieldRecords } from "./record-postings";

/**
 * One field's postings: the field id, the record numbers as gaps (ascending), their frequencies (omitted when all 1).
 */
type FieldPostings = [number, number[]] | [number, number[], number[]];
/** A term and its postings in every field it occurs in. */
export type PackedEntry = [string, ...FieldPostings[]];

export function packEntry([term, fields]: TermEntry): PackedEntry {
  const packed: FieldPostings[] = Object.entries(fields).map(([fieldId, postings]) => {
    const records = Object.keys(postings)
      .map(Number)
      .sort((a, b) => a - b);
    const gaps = records.map((record, index) => record - (index === 0 ? 0 : (records[index - 1] as number)));
    const frequencies = records.map((record) => postings[record] as number);
    return frequencies.every((frequency) => frequency === 1)
      ? [Number(fieldId), gaps]
      : [Number(fieldId), gaps, frequencies];
  });
  return [term, ...packed];
}

const isNumbers = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => Number.isInteger(item) && item >= 0);

/** Reads a packed entry back into MiniSearch's form; throws on anything that is not one. */
export function unpackEntry(packed: unknown): TermEntry {
  if (!Array.isArray(packed) || typeof packed[0] !== "string") throw new Error("not a packed term entry");
  const fields: Record<string, Record<string, number>> = {};
  const lists: FieldRecords[] = [];
  for (const field of packed.slice(1) as unknown[]) {
    if (
      !Array.isArray(field) ||
      !Number.isInteger(field[0]) ||
      !isNumbers(field[1]) ||
      (field.length === 3 && !isNumbers(field[2]))
    )
      throw new Error("not a packed term entry");
    const [fieldId, gaps, frequencies] = field as FieldPostings;
    const postings: Record<string, number> = {};
    const records = new Int32Array(gaps.length);
    let record = 0;
    gaps.forEach((gap, index) => {
      record += gap;
      records[index] = record;
      postings[record] = frequencies?.[index] ?? 1;
    });
    fields[fieldId] = postings;
    lists.push([fieldId, records]);
  }
  rememberRecords(fields, lists);
  return [packed[0], fields];
}
