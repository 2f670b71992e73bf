// Highlight glue: turns a ranked candidate into an Algolia-shaped hit with _highlightResult and _snippetResult.
import { highlight, snippet, type MatchContext, type Tags } from "../highlight";
import { HIERARCHY_LEVELS, type SearchHit, type SearchRequest } from "../types";
import { parseSnippetAttribute, retrieve, valueAt } from "./attributes";
import type { Candidate } from "./ranking";

export function toHit(candidate: Candidate, ctx: MatchContext, tags: Tags, request: SearchRequest): SearchHit {
  const params = request.params ?? {};
  const { stored } = candidate;
  const highlightHierarchy: Record<string, ReturnType<typeof highlight>> = {};
  for (const level of HIERARCHY_LEVELS) {
    const value = stored.hierarchy[level];
    if (value) highlightHierarchy[level] = highlight(value, ctx, tags);
  }
  const highlightResult: Record<string, unknown> = { hierarchy: highlightHierarchy };
  if (stored.content) highlightResult.content = highlight(stored.content, ctx, tags);

  const snippetResult: { hierarchy?: Record<string, unknown>; [key: string]: unknown } = {};
  for (const entry of params.attributesToSnippet ?? []) {
    const [attribute, words] = parseSnippetAttribute(entry);
    const value = valueAt(stored, attribute);
    if (typeof value !== "string") continue;
    const result = snippet(value, ctx, tags, words, params.snippetEllipsisText ?? "");
    if (attribute.startsWith("hierarchy."))
      snippetResult.hierarchy = { ...snippetResult.hierarchy, [attribute.slice(10)]: result };
    else snippetResult[attribute] = result;
  }
  return {
    ...retrieve(stored, candidate.id, params.attributesToRetrieve),
    _highlightResult: highlightResult,
    _snippetResult: snippetResult,
  } as SearchHit;
}
