// Recent and favourite searches as React state, written through to storage on every change.
import { useCallback, useMemo, useRef, useState } from "react";
import {
  addFavorite,
  addRecent,
  readSavedSearches,
  removeFavorite,
  removeRecent,
  visibleSearches,
  writeSavedSearches,
  type SavedSearches,
  type StoredHit,
} from "../stored-searches";

export type SavedSearchesApi = {
  /** What the start screen lists (limits applied). */
  readonly visible: SavedSearches;
  readonly recordRecent: (hit: StoredHit) => void;
  readonly save: (objectID: string) => void;
  readonly removeRecent: (objectID: string) => void;
  readonly removeFavorite: (objectID: string) => void;
};

export function useSavedSearches(indexName: string): SavedSearchesApi {
  const [saved, setSaved] = useState<SavedSearches>(() => readSavedSearches(indexName));
  const latest = useRef(saved);
  const update = useCallback(
    (change: (current: SavedSearches) => SavedSearches) => {
      const next = change(latest.current);
      latest.current = next;
      writeSavedSearches(indexName, next);
      setSaved(next);
    },
    [indexName],
  );
  return useMemo(
    () => ({
      visible: visibleSearches(saved),
      recordRecent: (hit: StoredHit) => update((current) => addRecent(current, hit)),
      save: (objectID: string) =>
        update((current) => {
          const hit = current.recent.find((item) => item.objectID === objectID);
          return hit ? addFavorite(current, hit) : current;
        }),
      removeRecent: (objectID: string) => update((current) => removeRecent(current, objectID)),
      removeFavorite: (objectID: string) => update((current) => removeFavorite(current, objectID)),
    }),
    [saved, update],
  );
}
