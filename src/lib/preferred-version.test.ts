import { syncPreferredVersion, type VersionStore } from "./preferred-version";

function memoryStore(initial: Record<string, string> = {}): VersionStore & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    read: (key) => data[key] ?? null,
    write: (key, value) => {
      data[key] = value;
    },
    remove: (key) => {
      delete data[key];
    },
  };
}

describe("syncPreferredVersion", () => {
  it("clears a stored version that no longer exists", () => {
    const store = memoryStore({ pref: "2.0" });
    expect(syncPreferredVersion(store, "pref", ["current"], null)).toBeNull();
    expect(store.data).toEqual({});
  });

  it("remembers the version being read", () => {
    const store = memoryStore({ pref: "2.0" });
    expect(syncPreferredVersion(store, "pref", ["current"], "current")).toBe("current");
    expect(store.data).toEqual({ pref: "current" });
  });

  it("keeps a valid stored version outside the docs", () => {
    const store = memoryStore({ pref: "current" });
    expect(syncPreferredVersion(store, "pref", ["current"], null)).toBe("current");
    expect(store.data).toEqual({ pref: "current" });
  });
});
