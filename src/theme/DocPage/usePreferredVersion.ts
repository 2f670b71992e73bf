// Keeps the reader's preferred docs version in storage and drops one that this site no longer has.
import { useEffect } from "react";
import { siteConfig } from "../../config/site";
import { syncPreferredVersion } from "../../lib/preferred-version";
import { readString, removeKey, writeString } from "../../lib/storage";

const store = {
  read: readString,
  write: (key: string, value: string) => {
    writeString(key, value);
  },
  remove: removeKey,
};

export function usePreferredVersion(current: string | null, available: readonly string[]): void {
  useEffect(() => {
    syncPreferredVersion(store, siteConfig.docsVersion.preferredVersionStorageKey, available, current);
  }, [current, available]);
}
