// Fail-safe browser storage: every read and write survives missing, full or blocked storage and corrupt JSON.

function getStore(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Reads a raw string; null when absent or storage is unavailable. */
export function readString(key: string): string | null {
  try {
    return getStore()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a raw string; returns false when storage refused it. */
export function writeString(key: string, value: string): boolean {
  try {
    const store = getStore();
    if (!store) return false;
    store.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Removes a key; never throws. */
export function removeKey(key: string): void {
  try {
    getStore()?.removeItem(key);
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
