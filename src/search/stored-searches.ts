// Recent and favourite searches per index: pure list rules (limits, dedupe) and fail-safe storage through lib/storage.
import { siteConfig } from "../config/site";
import { readJson, writeJson } from "../lib/storage";
import { HIERARCHY_LEVELS, type RecordType, type SearchHierarchy, type SearchHit } from "./types";

/** A hit as remembered: what the start screen shows and where it leads, without highlights. */
export type StoredHit = {
  readonly objectID: string;
  readonly type: RecordType;
  readonly url: string;
  readonly hierarchy: SearchHierarchy;
  readonly content: string | null;
};

export type SavedSearches = { readonly recent: readonly StoredHit[]; readonly favorite: readonly StoredHit[] };

export type SavedSearchLimits = {
  readonly recent: number;
  readonly recentWithFavorites: number;
  readonly favorite: number;
};

export const DEFAULT_LIMITS: SavedSearchLimits = {
  recent: siteConfig.search.recentSearches.max,
  recentWithFavorites: siteConfig.search.recentSearches.maxWhenFavorites,
  favorite: siteConfig.search.favoriteSearches.max,
};

/** Keys as DocSearch names them, one pair per index. */
export const storageKeys = (indexName: string) => ({
  recent: `__DOCSEARCH_RECENT_SEARCHES__${indexName}`,
  favorite: `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`,
});

const TYPES: readonly string[] = ["lvl1", "lvl2", "lvl3", "lvl4", "lvl5", "lvl6", "content"];
const isText = (value: unknown): value is string | null => value === null || typeof value === "string";

/** Only same-site paths: a link read back from storage must never become javascript: or another site. */
const isSitePath = (url: unknown): url is string =>
  typeof url === "string" && url.startsWith("/") && !url.startsWith("//") && !/[\s\\]/.test(url);

function isStoredHit(value: unknown): value is StoredHit {
  if (!value || typeof value !== "object") return false;
  const hit = value as Record<string, unknown>;
  const hierarchy = hit.hierarchy as Record<string, unknown> | null | undefined;
  return (
    typeof hit.objectID === "string" &&
    typeof hit.type === "string" &&
    TYPES.includes(hit.type) &&
    isSitePath(hit.url) &&
    isText(hit.content ?? null) &&
    !!hierarchy &&
    typeof hierarchy === "object" &&
    typeof hierarchy.lvl0 === "string" &&
    typeof hierarchy.lvl1 === "string" &&
    HIERARCHY_LEVELS.every((level) => isText(hierarchy[level] ?? null))
  );
}

export const isStoredHitList = (value: unknown): value is StoredHit[] =>
  Array.isArray(value) && value.every(isStoredHit);

/** The remembered part of a hit, or null when it lacks what the start screen needs. */
export function toStoredHit(hit: SearchHit): StoredHit | null {
  // A text hit chosen before its text arrived has nothing to show later.
  if ((hit.type ?? "content") === "content" && !hit.content) return null;
  const hierarchy: Record<string, string | null> = {};
  for (const level of HIERARCHY_LEVELS) hierarchy[level] = hit.hierarchy?.[level] ?? null;
  const stored = {
    objectID: hit.objectID,
    type: hit.type ?? "content",
    url: hit.url ?? "",
    hierarchy,
    content: hit.content ?? null,
  };
  return isStoredHit(stored) ? stored : null;
}

const without = (list: readonly StoredHit[], objectID: string): StoredHit[] =>
  list.filter((item) => item.objectID !== objectID);

/** How many recent searches show: fewer when favourites take room. */
export const recentLimit = (favoriteCount: number, limits: SavedSearchLimits = DEFAULT_LIMITS): number =>
  favoriteCount > 0 ? limits.recentWithFavorites : limits.recent;

/** What the start screen lists. */
export function visibleSearches(saved: SavedSearches, limits: SavedSearchLimits = DEFAULT_LIMITS): SavedSearches {
  const favorite = saved.favorite.slice(0, limits.favorite);
  return { favorite, recent: saved.recent.slice(0, recentLimit(favorite.length, limits)) };
}

/** A chosen hit goes to the top of recents; when it is a favourite, it moves to the top of favourites instead. */
export function addRecent(
  saved: SavedSearches,
  hit: StoredHit,
  limits: SavedSearchLimits = DEFAULT_LIMITS,
): SavedSearches {
  if (saved.favorite.some((item) => item.objectID === hit.objectID)) {
    return { ...saved, favorite: [hit, ...without(saved.favorite, hit.objectID)].slice(0, limits.favorite) };
  }
  return { ...saved, recent: [hit, ...without(saved.recent, hit.objectID)].slice(0, limits.recent) };
}

/** Starring moves a search from recents to favourites. */
export function addFavorite(
  saved: SavedSearches,
  hit: StoredHit,
  limits: SavedSearchLimits = DEFAULT_LIMITS,
): SavedSearches {
  return {
    recent: without(saved.recent, hit.objectID),
    favorite: [hit, ...without(saved.favorite, hit.objectID)].slice(0, limits.favorite),
  };
}

export const removeRecent = (saved: SavedSearches, objectID: string): SavedSearches => ({
  ...saved,
  recent: without(saved.recent, objectID),
});
export const removeFavorite = (saved: SavedSearches, objectID: string): SavedSearches => ({
  ...saved,
  favorite: without(saved.favorite, objectID),
});

/** Reads both lists; a missing, corrupt or foreign value reads as an empty list. */
export function readSavedSearches(indexName: string, limits: SavedSearchLimits = DEFAULT_LIMITS): SavedSearches {
  const keys = storageKeys(indexName);
  return {
    recent: readJson(keys.recent, isStoredHitList, []).slice(0, limits.recent),
    favorite: readJson(keys.favorite, isStoredHitList, []).slice(0, limits.favorite),
  };
}

export function writeSavedSearches(indexName: string, saved: SavedSearches): void {
  const keys = storageKeys(indexName);
  writeJson(keys.recent, saved.recent);
  writeJson(keys.favorite, saved.favorite);
}
