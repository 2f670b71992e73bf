// The reader's preferred docs version: kept in storage, and forgotten once that version no longer exists.

export type VersionStore = {
  read(key: string): string | null;
  write(key: string, value: string): void;
  remove(key: string): void;
};

/**
 * Clears a stored version that is not among `available`, then remembers `current` (the version being read) when
 * given. Returns the preferred version afterwards, or null.
 */
export function syncPreferredVersion(
  store: VersionStore,
  key: string,
  available: readonly string[],
  current: string | null,
): string | null {
  const stored = store.read(key);
  if (stored !== null && !available.includes(stored)) store.remove(key);
  if (current !== null && available.includes(current)) {
    if (stored !== current) store.write(key, current);
    return current;
  }
  return stored !== null && available.includes(stored) ? stored : null;
}
