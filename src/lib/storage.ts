// Fail-safe browser storage: every read and write survives missing, full or blocked storage and corrupt JSON.

/** Where a value is kept: for good (the default), or for the tab's session. */
export type StorageArea = "localStorage" | "sessionStorage";

function getStore(area: StorageArea): Storage | null {
  try {
    return typeof window === "undefined" ? null : window[area];
  } catch {
    return null;
  }
}

/** Reads a raw string; null when absent or storage is unavailable. */
export function readString(key: string, area: StorageArea = "localStorage"): string | null {
  try {
    return getStore(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a raw string; returns false when storage refused it. */
export function writeString(key: string, value: string, area: StorageArea = "localStorage"): boolean {
  try {
    const store = getStore(area);
    if (!store) return false;
    store.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Removes a key; never throws. */
export function removeKey(key: string, area: StorageArea = "localStorage"): void {
  try {
    getStore(area)?.removeItem(key);
  } catch {
    // Storage is blocked: nothing to remove.
  }
}

/** Reads JSON and keeps it only when `isValid` accepts it; corrupt or foreign data gives the fallback. */
export function readJson<T>(key: string, isValid: (value: unknown) => value is T, fallback: T): T {
  const raw = readString(key);
  if (raw === null) return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

/** Writes JSON; returns false when storage refused it. */
export function writeJson(key: string, value: unknown): boolean {
  return writeString(key, JSON.stringify(value));
}
