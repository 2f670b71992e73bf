// Finds the placeholders of a code sample (the token, the Thing and Thing Group ids of a request) and fills in the
// reader's values, also when build-time highlighting has split a placeholder across several text pieces.
import type { MdxTreeNode } from "../content/compile/mdx-tree";
import type { ReaderValueName } from "./reader-values";

/** The token placeholder every request sample uses. */
export const TOKEN_PLACEHOLDER = "YOUR_API_TOKEN";

/** A placeholder in a code text: characters [start, end) stand for the reader's value `name`. */
export type PlaceholderMatch = { readonly name: ReaderValueName; readonly start: number; readonly end: number };

/** Replacement text per value; an empty string leaves that placeholder as it is. */
export type Fill = { readonly [Name in ReaderValueName]: string };

const WORD_CHARACTER = /[A-Za-z0-9_]/;

// An example id counts as a placeholder only where it is the `thing` or `thingGroup` parameter of a request: in a query
// string or curl data (thing=…), a JavaScript object (thing: "…") or a Python dict ("thing": "…"). Elsewhere an
// id is part of an example message or response and stays.
const ID_PARAMETER = new RegExp(
  String.raw`(^|[?&\s"'])(thing|thingGroup)=([A-Za-z0-9]{32})(?![A-Za-z0-9])|` +
    String.raw`(\b(thing|thingGroup):\s*["']|["'](thing|thingGroup)["']\s*:\s*["'])([A-Za-z0-9]{32})(?![A-Za-z0-9])`,
  "g",
);

/** Languages whose blocks show messages and responses, not requests: their ids are never parameters. */
const DATA_LANGUAGES = new Set(["json", "jsonc", "json5"]);

/** Every placeholder of a code text, in order and without overlaps. */
export function findPlaceholders(code: string, language = ""): PlaceholderMatch[] {
  const matches: PlaceholderMatch[] = [];
  for (let start = code.indexOf(TOKEN_PLACEHOLDER); start !== -1; start = code.indexOf(TOKEN_PLACEHOLDER, start + 1)) {
    const end = start + TOKEN_PLACEHOLDER.length;
    // YOUR_API_TOKEN_2 or MY_YOUR_API_TOKEN are other names, not the placeholder.
    if (WORD_CHARACTER.test(code.charAt(start - 1)) || WORD_CHARACTER.test(code.charAt(end))) continue;
    matches.push({ name: "token", start, end });
  }
  if (!DATA_LANGUAGES.has(language)) {
    for (const match of code.matchAll(ID_PARAMETER)) {
      const index = match.index ?? 0;
      const [, queryLead, queryName, queryId, objectLead, jsName, pyName, objectId] = match;
      const name = (queryName ?? jsName ?? pyName) as ReaderValueName;
      const id = queryId ?? objectId ?? "";
      const start =
        index + (queryId !== undefined ? (queryLead ?? "").length + name.length + 1 : (objectLead ?? "").length);
      matches.push({ name, start, end: start + id.length });
    }
  }
  return matches.sort((a, b) => a.start - b.start);
}

/** Whether a code text holds any placeholder. */
export function hasPlaceholders(code: string, language = ""): boolean {
  return findPlaceholders(code, language).length > 0;
}

/**
 * Fills the reader's values into a code text given as consecutive pieces (the text nodes of its highlighted spans).
 * Returns the same number of pieces: a placeholder's value goes into the piece where it starts and the rest of the
 * placeholder is removed from the pieces it runs into, so the highlighting around it is kept.
 */
export function fillPieces(pieces: readonly string[], language: string, fill: Fill): string[] {
  const code = pieces.join("");
  const matches = findPlaceholders(code, language).filter((match) => fill[match.name] !== "");
  if (matches.length === 0) return [...pieces];
  const filled: string[] = [];
  let pieceStart = 0;
  let next = 0;
  for (const piece of pieces) {
    const pieceEnd = pieceStart + piece.length;
    let text = "";
    let cursor = pieceStart;
    while (next < matches.length && (matches[next] as PlaceholderMatch).start < pieceEnd) {
      const match = matches[next] as PlaceholderMatch;
      if (match.start >= cursor) {
        text += code.slice(cursor, match.start);
        text += fill[match.name];
        cursor = match.start;
      }
      cursor = Math.max(cursor, Math.min(match.end, pieceEnd));
      if (match.end > pieceEnd) break;
      next += 1;
    }
    text += code.slice(cursor, pieceEnd);
    filled.push(text);
    pieceStart = pieceEnd;
  }
  return filled;
}

/** Fills the reader's values into a whole code text. */
export function fillCode(code: string, language: string, fill: Fill): string {
  return fillPieces([code], language, fill).join("");
}

function textOf(node: MdxTreeNode): string {
  return typeof node === "string"
    ? node
    : node
        .slice(2)
        .map((child) => textOf(child as MdxTreeNode))
        .join("");
}

/**
 * Whether a compiled page body (an MDX tree) has a code block
 * holding a placeholder: the pages that offer "Your values".
 */
export function treeHasPlaceholders(tree: readonly MdxTreeNode[]): boolean {
  return tree.some((node) => {
    if (typeof node === "string") return false;
    const [name, props, ...children] = node;
    if (name === "pre") return hasPlaceholders(children.map(textOf).join(""), String(props?.["data-language"] ?? ""));
    return treeHasPlaceholders(children);
  });
}
