// Remembers the tab a reader picked per group (e.g. "language") and tells every tab group on the page.
import { readString, writeString } from "../../../lib/storage";

const EVENT = "cloudloop:tab-choice";
const storageKey = (groupId: string): string => `docs-tab-choice.${groupId}`;

export function readTabChoice(groupId: string): string | null {
  return readString(storageKey(groupId));
}

export function saveTabChoice(groupId: string, value: string): void {
  writeString(storageKey(groupId), value);
  window.dispatchEvent(new CustomEvent(EVENT, { detail: { groupId, value } }));
}

/** Calls `listener` whenever another tab group of the same id changes; returns the unsubscribe function. */
export function onTabChoice(groupId: string, listener: (value: string) => void): () => void {
  const handler = (event: Event): void => {
    const detail = (event as CustomEvent<{ groupId: string; value: string }>).detail;
    if (detail?.groupId === groupId) listener(detail.value);
  };
  window.addEventListener(EVENT, handler);
  return () => window.removeEventListener(EVENT, handler);
}
