// The search logic of the fake Algolia host: which of the pushed records a query finds, in Algolia's response shape.
// It matches words, it does not rank like Algolia: hits come in the order their records were first saved, and the
// tests assert only what does not depend on Algolia's ranking. Of the pushed settings it obeys searchableAttributes,
// queryType, removeWordsIfNoResults ("none", "allOptional"), distinct and the highlight and snippet ones; typos,
// plurals, stop words, optional words, synonyms and the ranking criteria it ignores, so no test may rely on them.
import crypto from "crypto";

/** A stored record: whatever the push sent, keyed by objectID. */
export type StoredObject = { readonly objectID: string } & Record<string, unknown>;
/** Index settings as setSettings sent them (only the keys this engine reads are typed). */
export type IndexSettings = Record<string, unknown>;

export type FakeIndex = {
  readonly name: string;
  /** In the order they were first saved: the order of the hits. */
  readonly objects: Map<string, StoredObject>;
  settings: IndexSettings;
  synonyms: Map<string, Record<string, unknown>>;
};

export const createIndex = (name: string): FakeIndex => ({
  name,
  objects: new Map(),
  settings: {},
  synonyms: new Map(),
});

type MatchLevel = "none" | "partial" | "full";
export type HighlightValue = {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
};
export type SnippetValue = { value: string; matchLevel: MatchLevel };
type Nested<T> = T | { [key: string]: Nested<T> };

/** The search parameters as Algolia reads them from a request: a params string, body keys, or both. */
export type SearchParameters = Record<string, unknown>;

const LIST_PARAMS = new Set(["attributesToRetrieve", "attributesToHighlight", "attributesToSnippet", "facetFilters"]);
const NUMBER_PARAMS = new Set(["hitsPerPage", "page"]);
const BOOLEAN_PARAMS = new Set(["clickAnalytics"]);

/**
 * Decodes "query=a&hitsPerPage=20&attributesToSnippet=%5B%22content%3A10%22%5D" as Algolia does: JSON or comma lists.
 */
export function parseSearchParams(params: string | undefined, body: Record<string, unknown> = {}): SearchParameters {
  const parsed: SearchParameters = {};
  for (const [key, raw] of new URLSearchParams(params ?? "")) {
    if (LIST_PARAMS.has(key))
      parsed[key] = raw.trim().startsWith("[")
        ? (JSON.parse(raw) as unknown)
        : raw
            .split(",")
            .map((item) => item.trim())
            .filter(Boolean);
    else if (NUMBER_PARAMS.has(key)) parsed[key] = Number(raw);
    else if (BOOLEAN_PARAMS.has(key) || key === "distinct")
      parsed[key] = raw === "true" ? true : raw === "false" ? false : Number(raw);
    else parsed[key] = raw;
  }
  for (const [key, value] of Object.entries(body)) if (key !== "params") parsed[key] = value;
  return parsed;
}

type Token = { readonly text: string; readonly start: number; readonly end: number };

/** Words as Algolia's tokenizer roughly sees them: runs of letters and digits, case and accents folded. */
export function tokenize(text: string): Token[] {
  return [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((match) => ({
    text: fold(match[0]),
    start: match.index ?? 0,
    end: (match.index ?? 0) + match[0].length,
  }));
}

const fold = (word: string): string => word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/** Attribute names without Algolia's modifiers: "unordered(hierarchy.lvl1)" → "hierarchy.lvl1". */
const stripModifier = (attribute: string): string => attribute.replace(/^\w+\((.*)\)$/, "$1");

function getPath(object: unknown, path: string): unknown {
  let current = object;
  for (const key of path.split(".")) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Every string below a value, deep (an attribute may be an object, as hierarchy is, or a list, as keywords is). */
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
}

/** A query word, folded, and whether it matches as the start of a record's word or only as the whole word. */
export type QueryWord = { readonly text: string; readonly prefix: boolean };

const QUERY_TYPES = new Set(["prefixLast", "prefixAll", "prefixNone"]);

/** The query's words as queryType reads them: the last one a prefix ("prefixLast"), all of them, or none. */
export function toQueryWords(query: string, queryType: string): QueryWord[] {
  if (!QUERY_TYPES.has(queryType)) throw new Error(`The fake Algolia host does not implement queryType ${queryType}`);
  const words = tokenize(query).map((token) => token.text);
  return words.map((text, index) => ({
    text,
    prefix: queryType === "prefixAll" || (queryType === "prefixLast" && index === words.length - 1),
  }));
}

const wordMatches = (token: string, word: QueryWord): boolean =>
  word.prefix ? token.startsWith(word.text) : token === word.text;

/** The query word a record's word matches; the longest when several do. */
function matchToken(token: string, words: readonly QueryWord[]): QueryWord | undefined {
  let best: QueryWord | undefined;
  for (const word of words) if (wordMatches(token, word) && (!best || word.text.length > best.text.length)) best = word;
  return best;
}

type Marked = { readonly tokens: Token[]; readonly marks: Array<{ start: number; end: number; word: string } | null> };

function markTokens(text: string, words: readonly QueryWord[]): Marked {
  const tokens = tokenize(text);
  const marks = tokens.map((token) => {
    const word = matchToken(token.text, words);
    if (!word) return null;
    // A prefix marks the typed part (folding keeps the length of these scripts' words), a whole word all of it.
    const length = word.prefix ? Math.min(word.text.length, token.end - token.start) : token.end - token.start;
    return { start: token.start, end: token.start + length, word: word.text };
  });
  return { tokens, marks };
}

function render(text: string, marked: Marked, from: number, to: number, pre: string, post: string): string {
  let out = "";
  let position = from;
  for (const mark of marked.marks) {
    if (!mark || mark.end <= from || mark.start >= to) continue;
    out += escapeHtml(text.slice(position, mark.start)) + pre + escapeHtml(text.slice(mark.start, mark.end)) + post;
    position = mark.end;
  }
  return out + escapeHtml(text.slice(position, to));
}

function levelOf(marked: Marked, words: readonly QueryWord[]): { matchLevel: MatchLevel; matchedWords: string[] } {
  const matchedWords = [...new Set(marked.marks.flatMap((mark) => (mark ? [mark.word] : [])))];
  const unique = new Set(words.map((word) => word.text));
  return {
    matchLevel: matchedWords.length === 0 ? "none" : matchedWords.length === unique.size ? "full" : "partial",
    matchedWords,
  };
}

export type Tags = { readonly pre: string; readonly post: string; readonly ellipsis: string };

export function highlightValue(text: string, words: readonly QueryWord[], tags: Tags): HighlightValue {
  const marked = markTokens(text, words);
  const fullyHighlighted =
    marked.tokens.length > 0 &&
    marked.marks.every((mark, index) => mark !== null && mark.end === marked.tokens[index]?.end);
  return {
    value: render(text, marked, 0, text.length, tags.pre, tags.post),
    ...levelOf(marked, words),
    fullyHighlighted,
  };
}

/**
 * At most `count` words, starting a little before the first matched word (the start when none matched), with the
 * ellipsis where the text was cut; punctuation stuck to the last word stays with it. The window is this fake's own
 * choice, not Algolia's: tests assert only its length and its marks.
 */
export function snippetValue(text: string, words: readonly QueryWord[], count: number, tags: Tags): SnippetValue {
  const marked = markTokens(text, words);
  const { matchLevel } = levelOf(marked, words);
  const { tokens } = marked;
  if (tokens.length <= count) return { value: render(text, marked, 0, text.length, tags.pre, tags.post), matchLevel };
  const first = Math.max(
    0,
    marked.marks.findIndex((mark) => mark !== null),
  );
  const lead = Math.floor((count - 1) / 4);
  const start = Math.min(Math.max(0, first - lead), tokens.length - count);
  const end = start + count;
  const from = tokens[start]?.start ?? 0;
  let to = tokens[end - 1]?.end ?? text.length;
  const next = tokens[end]?.start ?? text.length;
  while (to < next && !/\s/.test(text[to] ?? " ")) to += 1;
  return {
    value:
      `${start > 0 ? tags.ellipsis : ""}` +
      `${render(text, marked, from, to, tags.pre, tags.post)}` +
      `${end < tokens.length ? tags.ellipsis : ""}`,
    matchLevel,
  };
}

/**
 * Applies `make` to every string at `path` in the record, keeping the attribute's shape (hierarchy stays an object).
 */
function mapStrings<T>(value: unknown, make: (text: string) => T): Nested<T> | undefined {
  if (typeof value === "string") return make(value);
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const out: Record<string, Nested<T>> = {};
    for (const [key, inner] of Object.entries(value)) {
      const mapped = mapStrings(inner, make);
      if (mapped !== undefined) out[key] = mapped;
    }
    return out;
  }
  return undefined;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split(".");
  let current = target;
  for (const key of keys.slice(0, -1)) current = (current[key] ??= {}) as Record<string, unknown>;
  current[keys[keys.length - 1] ?? path] = value;
}

/** The attributes asked for ("*" for all, "hierarchy.lvl1" for one nested value), always with the objectID. */
export function retrieve(object: StoredObject, attributes: readonly string[]): Record<string, unknown> {
  const hit: Record<string, unknown> = {};
  if (attributes.includes("*")) Object.assign(hit, structuredClone(object));
  else
    for (const path of attributes)
      if (getPath(object, path) !== undefined) setPath(hit, path, structuredClone(getPath(object, path)));
  hit.objectID = object.objectID;
  return hit;
}

/** facetFilters: entries are ANDed, the strings of a nested list ORed; "-attr:value" negates. */
function passesFilters(object: StoredObject, filters: unknown): boolean {
  if (filters === undefined || filters === null) return true;
  const one = (filter: string): boolean => {
    const negated = filter.startsWith("-");
    const [attribute = "", ...rest] = (negated ? filter.slice(1) : filter).split(":");
    const wanted = rest.join(":");
    const values = stringsOf(getPath(object, attribute));
    return values.includes(wanted) !== negated;
  };
  const entries = Array.isArray(filters) ? filters : [filters];
  return entries.every((entry) =>
    Array.isArray(entry) ? entry.some((inner) => one(String(inner))) : one(String(entry)),
  );
}

/** How many of the query's words a record holds in the attributes searched. */
function countWordsFound(object: StoredObject, searchable: readonly string[], words: readonly QueryWord[]): number {
  const attributes = searchable.length > 0 ? searchable : Object.keys(object).filter((key) => key !== "objectID");
  const tokens = attributes.flatMap((attribute) =>
    stringsOf(getPath(object, attribute)).flatMap((text) => tokenize(text).map((token) => token.text)),
  );
  return words.filter((word) => tokens.some((token) => wordMatches(token, word))).length;
}

const REMOVE_WORDS_MODES = new Set(["none", "allOptional"]);

/**
 * The records a query finds: those holding every word; when there are none, with removeWordsIfNoResults
 * "allOptional", those holding any of them ("none" keeps none).
 */
function findRecords(
  objects: readonly StoredObject[],
  searchable: readonly string[],
  words: readonly QueryWord[],
  removeWords: string,
): StoredObject[] {
  if (!REMOVE_WORDS_MODES.has(removeWords))
    throw new Error(`The fake Algolia host does not implement removeWordsIfNoResults ${removeWords}`);
  const found = objects.map((object) => ({ object, count: countWordsFound(object, searchable, words) }));
  const all = found.filter(({ count }) => count === words.length);
  if (all.length > 0 || removeWords === "none") return all.map(({ object }) => object);
  return found.filter(({ count }) => count > 0).map(({ object }) => object);
}

/** The first record of each value of attributeForDistinct, when distinct is on. */
function keepDistinct(records: readonly StoredObject[], distinctOn: string | null, distinct: unknown): StoredObject[] {
  if (!distinctOn || distinct === false || distinct === 0) return [...records];
  const seen = new Set<string>();
  return records.filter((object) => {
    const key = JSON.stringify(getPath(object, distinctOn) ?? object.objectID);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const listSetting = (value: unknown, fallback: readonly string[]): string[] =>
  Array.isArray(value) ? value.map(String) : [...fallback];

/** Algolia's defaults for what the index settings leave out. */
const DEFAULTS = {
  queryType: "prefixLast",
  removeWordsIfNoResults: "none",
  hitsPerPage: 20,
  highlightPreTag: "<em>",
  highlightPostTag: "</em>",
  snippetEllipsisText: "…",
  snippetWords: 10,
} as const;

export type SearchResult = {
  hits: Array<Record<string, unknown>>;
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: boolean;
  exhaustiveTypo: boolean;
  exhaustive: { nbHits: boolean; typo: boolean };
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  queryID?: string;
  renderingContent: Record<string, never>;
};

/**
 * Answers one query over the index: the records found (see findRecords) in the order they were saved, one per
 * attributeForDistinct value when distinct is on. A search parameter overrides the index setting of the same name.
 */
export function searchIndex(index: FakeIndex, params: SearchParameters, paramsString = ""): SearchResult {
  const started = process.hrtime.bigint();
  const settings = index.settings;
  const setting = (name: keyof typeof DEFAULTS): string => String(params[name] ?? settings[name] ?? DEFAULTS[name]);
  const query = String(params.query ?? "");
  const words = toQueryWords(query, setting("queryType"));
  const searchable = listSetting(settings.searchableAttributes, []).map(stripModifier);
  const filtered = [...index.objects.values()].filter((object) => passesFilters(object, params.facetFilters));
  const found = findRecords(filtered, searchable, words, setting("removeWordsIfNoResults"));
  const distinctOn = typeof settings.attributeForDistinct === "string" ? settings.attributeForDistinct : null;
  const matches = keepDistinct(found, distinctOn, params.distinct ?? settings.distinct ?? false);

  const hitsPerPage = Number(setting("hitsPerPage"));
  const page = Number(params.page ?? 0);
  const tags: Tags = {
    pre: setting("highlightPreTag"),
    post: setting("highlightPostTag"),
    ellipsis: setting("snippetEllipsisText"),
  };
  const toRetrieve = listSetting(params.attributesToRetrieve ?? settings.attributesToRetrieve, ["*"]);
  const toHighlight = listSetting(params.attributesToHighlight ?? settings.attributesToHighlight, searchable);
  const toSnippet = listSetting(params.attributesToSnippet ?? settings.attributesToSnippet, []);

  const hits = matches.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((object) => {
    const hit = retrieve(object, toRetrieve);
    const highlightResult: Record<string, unknown> = {};
    for (const path of toHighlight) {
      const mapped = mapStrings(getPath(object, path), (text) => highlightValue(text, words, tags));
      if (mapped !== undefined) setPath(highlightResult, path, mapped);
    }
    hit._highlightResult = highlightResult;
    if (toSnippet.length > 0) {
      const snippetResult: Record<string, unknown> = {};
      for (const entry of toSnippet) {
        const [path = "", count] = entry.split(":");
        const mapped = mapStrings(getPath(object, path), (text) =>
          snippetValue(text, words, count ? Number(count) : DEFAULTS.snippetWords, tags),
        );
        if (mapped !== undefined) setPath(snippetResult, path, mapped);
      }
      hit._snippetResult = snippetResult;
    }
    return hit;
  });

  return {
    hits,
    nbHits: matches.length,
    page,
    nbPages: Math.ceil(matches.length / hitsPerPage),
    hitsPerPage,
    exhaustiveNbHits: true,
    exhaustiveTypo: true,
    exhaustive: { nbHits: true, typo: true },
    query,
    params: paramsString,
    index: index.name,
    processingTimeMS: Math.max(1, Number((process.hrtime.bigint() - started) / 1_000_000n)),
    // Algolia returns a query id only when the request asks for click analytics.
    ...(params.clickAnalytics === true ? { queryID: crypto.randomBytes(16).toString("hex") } : {}),
    renderingContent: {},
  };
}
