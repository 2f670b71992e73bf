// Attribute retrieval in Algolia's terms: dotted paths, attributesToRetrieve and "attribute:words" snippet entries.
import type { SearchRecord } from "../types";

export function valueAt(record: unknown, path: string): unknown {
  return readPath(record, path.split("."));
}

export function readPath(record: unknown, keys: readonly string[]): unknown {
  let value = record;
  for (const key of keys)
    value = value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

/** "content:10" → ["content", 10]; Algolia's default is 10 words. */
export function parseSnippetAttribute(entry: string): [string, number] {
  const [attribute = "", words] = entry.split(":");
  const count = Number(words);
  return [attribute, Number.isFinite(count) && count > 0 ? count : 10];
}

export function retrieve(
  stored: SearchRecord,
  id: string,
  attributes: readonly string[] | undefined,
): Record<string, unknown> {
  const hit: Record<string, unknown> = { objectID: id };
  const wanted = attributes ?? ["*"];
  for (const attribute of wanted) {
    if (attribute === "*") {
      Object.assign(hit, stored);
      continue;
    }
    const value = valueAt(stored, attribute);
    if (value === undefined) continue;
    const keys = attribute.split(".");
    let target = hit;
    keys.slice(0, -1).forEach((key) => {
      target[key] = { ...(target[key] as Record<string, unknown> | undefined) };
      target = target[key] as Record<string, unknown>;
    });
    target[keys[keys.length - 1] ?? attribute] = value;
  }
  return hit;
}
