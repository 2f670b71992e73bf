// Algolia facetFilters over the local records: AND of entries, OR inside a nested list, "-" to negate.
import type { FacetFilters, SearchRecord } from "../types";
import { readPath } from "./attributes";

type CompiledFacet = { readonly keys: readonly string[]; readonly expected: string; readonly negate: boolean };

/** "attr.path:value" or "-attr:value", parsed once per request rather than once per record. */
function compileFacet(filter: string): CompiledFacet | null {
  const negate = filter.startsWith("-");
  const body = negate ? filter.slice(1) : filter;
  const colon = body.indexOf(":");
  return colon === -1 ? null : { keys: body.slice(0, colon).split("."), expected: body.slice(colon + 1), negate };
}

function matchesFacet(record: SearchRecord, facet: CompiledFacet | null): boolean {
  if (!facet) return true;
  const value = readPath(record, facet.keys);
  const found = Array.isArray(value)
    ? value.some((candidate) => String(candidate) === facet.expected)
    : value !== null && value !== undefined && String(value) === facet.expected;
  return facet.negate ? !found : found;
}

/** Turns Algolia facetFilters (AND of entries, OR inside a nested list) into a predicate. */
export function toFacetPredicate(filters: FacetFilters | undefined): (record: SearchRecord) => boolean {
  if (filters === undefined) return () => true;
  let list: ReadonlyArray<string | readonly string[]>;
  if (typeof filters === "string") {
    const parsed: unknown = filters.trim().startsWith("[") ? JSON.parse(filters) : filters.split(",");
    list = parsed as ReadonlyArray<string | readonly string[]>;
  } else {
    list = filters;
  }
  const compiled = list.map((entry) => (typeof entry === "string" ? [compileFacet(entry)] : entry.map(compileFacet)));
  return (record) => compiled.every((anyOf) => anyOf.some((facet) => matchesFacet(record, facet)));
}
