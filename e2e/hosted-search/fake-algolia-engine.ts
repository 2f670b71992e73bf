// The search logic of the fake Algolia host: a small, real engine over the records the build pushed, answering in
// Algolia's response shape and honouring the parameters the site sends (and the index settings it pushed).
import crypto from "crypto";

/** A stored record: whatever the push sent, keyed by objectID. */
export type StoredObject = { readonly objectID: string } & Record<string, unknown>;
/** Index settings as setSettings sent them (only the keys this engine reads are typed). */
export type IndexSettings = Record<string, unknown>;

export type FakeIndex = {
  readonly name: string;
  /** In the order they were first saved, as Algolia keeps them for equal ranking. */
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

/** The query word a token matches: each query word counts as a prefix, the longest wins. */
function matchToken(token: string, words: readonly string[]): string | undefined {
  let best: string | undefined;
  for (const word of words) if (token.startsWith(word) && (!best || word.length > best.length)) best = word;
  return best;
}

type Marked = { readonly tokens: Token[]; readonly marks: Array<{ start: number; end: number; word: string } | null> };

function markTokens(text: string, words: readonly string[]): Marked {
  const tokens = tokenize(text);
  const marks = tokens.map((token) => {
    const word = matchToken(token.text, words);
    // Folding keeps the length of these scripts' words, so the typed prefix's length marks exactly the typed part.
    return word
      ? { start: token.start, end: token.start + Math.min(word.length, token.end - token.start), word }
      : null;
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

function levelOf(marked: Marked, words: readonly string[]): { matchLevel: MatchLevel; matchedWords: string[] } {
  const matchedWords = [...new Set(marked.marks.flatMap((mark) => (mark ? [mark.word] : [])))];
  const unique = new Set(words);
  return {
    matchLevel: matchedWords.length === 0 ? "none" : matchedWords.length === unique.size ? "full" : "partial",
    matchedWords,
  };
}

export type Tags = { readonly pre: string; readonly post: string; readonly ellipsis: string };

export function highlightValue(text: string, words: readonly string[], tags: Tags): HighlightValue {
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
 * ellipsis where the text was cut; punctuation stuck to the last word stays with it.
 */
export function snippetValue(text: string, words: readonly string[], count: number, tags: Tags): SnippetValue {
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

type Ranked = { readonly object: StoredObject; readonly attributeRank: number; readonly order: number };

/** customRanking's "desc(weight.level)" entries as comparators. */
function compareCustom(ranking: readonly string[], a: StoredObject, b: StoredObject): number {
  for (const entry of ranking) {
    const match = /^(asc|desc)\((.+)\)$/.exec(entry);
    if (!match) continue;
    const [, direction, path = ""] = match;
    const left = Number(getPath(a, path) ?? 0);
    const right = Number(getPath(b, path) ?? 0);
    if (left !== right) return direction === "asc" ? left - right : right - left;
  }
  return 0;
}

const listSetting = (value: unknown, fallback: readonly string[]): string[] =>
  Array.isArray(value) ? value.map(String) : [...fallback];

/** Algolia's defaults for what the index settings leave out. */
const DEFAULTS = {
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
 * Answers one query over the index: every query word must be a prefix of a word in one of the searchable attributes;
 * hits rank by the best attribute they matched in, then by the custom ranking; distinct keeps the best hit per value.
 */
export function searchIndex(index: FakeIndex, params: SearchParameters, paramsString = ""): SearchResult {
  const started = process.hrtime.bigint();
  const settings = index.settings;
  const query = String(params.query ?? "");
  const words = tokenize(query).map((token) => token.text);
  const searchable = listSetting(settings.searchableAttributes, []).map(stripModifier);
  const ranked: Ranked[] = [];
  let order = 0;
  for (const object of index.objects.values()) {
    order += 1;
    if (!passesFilters(object, params.facetFilters)) continue;
    const attributes = searchable.length > 0 ? searchable : Object.keys(object).filter((key) => key !== "objectID");
    const tokensByAttribute = attributes.map((attribute) =>
      stringsOf(getPath(object, attribute)).flatMap((text) => tokenize(text).map((token) => token.text)),
    );
    const all = tokensByAttribute.flat();
    if (!words.every((word) => all.some((token) => token.startsWith(word)))) continue;
    const attributeRank =
      words.length === 0
        ? 0
        : tokensByAttribute.findIndex((tokens) => words.some((word) => tokens.some((token) => token.startsWith(word))));
    ranked.push({ object, attributeRank, order });
  }
  const customRanking = listSetting(settings.customRanking, []);
  ranked.sort(
    (a, b) =>
      a.attributeRank - b.attributeRank || compareCustom(customRanking, a.object, b.object) || a.order - b.order,
  );

  const distinctOn = typeof settings.attributeForDistinct === "string" ? settings.attributeForDistinct : null;
  const distinct = params.distinct ?? settings.distinct ?? false;
  const seen = new Set<string>();
  const matches =
    distinctOn && distinct !== false && distinct !== 0
      ? ranked.filter(({ object }) => {
          const key = JSON.stringify(getPath(object, distinctOn) ?? object.objectID);
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        })
      : ranked;

  const hitsPerPage = Number(params.hitsPerPage ?? settings.hitsPerPage ?? DEFAULTS.hitsPerPage);
  const page = Number(params.page ?? 0);
  const tags: Tags = {
    pre: String(params.highlightPreTag ?? settings.highlightPreTag ?? DEFAULTS.highlightPreTag),
    post: String(params.highlightPostTag ?? settings.highlightPostTag ?? DEFAULTS.highlightPostTag),
    ellipsis: String(params.snippetEllipsisText ?? settings.snippetEllipsisText ?? DEFAULTS.snippetEllipsisText),
  };
  const toRetrieve = listSetting(params.attributesToRetrieve ?? settings.attributesToRetrieve, ["*"]);
  const toHighlight = listSetting(params.attributesToHighlight ?? settings.attributesToHighlight, searchable);
  const toSnippet = listSetting(params.attributesToSnippet ?? settings.attributesToSnippet, []);

  const hits = matches.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map(({ object }) => {
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
