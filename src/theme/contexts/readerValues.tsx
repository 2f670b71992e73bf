// The reader's own API token and ids for the whole app: one provider at the root, read by every code block, kept in
// localStorage only (never in a URL, never sent).
import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { siteConfig } from "../../config/site";
import {
  forgetStoredReaderValues,
  NO_READER_VALUES,
  readStoredReaderValues,
  storeReaderValues,
  type ReaderValues,
} from "../../lib/reader-values";
import { requiredContextHook } from "./requiredContext";

export type ReaderValuesValue = {
  /** The values in use; empty strings where the reader gave none. */
  readonly values: ReaderValues;
  /** Uses and stores valid values; returns false when storage refused them (they still apply on this page). */
  setValues(values: ReaderValues): boolean;
  /** Clears every value, in storage and on screen. */
  forget(): void;
};

/** The provider below; useReaderValues reads it and fails outside it. */
const ReaderValuesContext = createContext<ReaderValuesValue | null>(null);

export type ReaderValuesProviderProps = {
  readonly children?: ReactNode;
  readonly storageKey?: string;
};

export function ReaderValuesProvider({
  children,
  storageKey = siteConfig.readerValues.storageKey,
}: ReaderValuesProviderProps) {
  // Starts empty so the first client render matches the server HTML; stored values apply right after hydration.
  const [values, setState] = useState<ReaderValues>(NO_READER_VALUES);

  useEffect(() => {
    setState(readStoredReaderValues(storageKey));
    // Values entered or forgotten in another tab apply here too.
    const onStorage = (event: StorageEvent): void => {
      if (event.key === storageKey || event.key === null) setState(readStoredReaderValues(storageKey));
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [storageKey]);

  const setValues = useCallback(
    (next: ReaderValues): boolean => {
      setState(next);
      return storeReaderValues(storageKey, next);
    },
    [storageKey],
  );

  const forget = useCallback((): void => {
    forgetStoredReaderValues(storageKey);
    setState(NO_READER_VALUES);
  }, [storageKey]);

  const value = useMemo<ReaderValuesValue>(() => ({ values, setValues, forget }), [values, setValues, forget]);
  return <ReaderValuesContext.Provider value={value}>{children}</ReaderValuesContext.Provider>;
}

/** The reader's values; only inside ReaderValuesProvider. */
export const useReaderValues: () => ReaderValuesValue = requiredContextHook(ReaderValuesContext, "ReaderValues");
