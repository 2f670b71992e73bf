import {
  addFavorite,
  addRecent,
  isStoredHitList,
  readSavedSearches,
  removeFavorite,
  removeRecent,
  storageKeys,
  toStoredHit,
  visibleSearches,
  writeSavedSearches,
  type SavedSearches,
  type StoredHit,
} from "./stored-searches";

const hit = (n: number): StoredHit => ({
  objectID: `id-${n}`,
  type: "lvl1",
  url: `/docs/page-${n}`,
  hierarchy: { lvl0: "API", lvl1: `Page ${n}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content: null,
});
const empty: SavedSearches = { recent: [], favorite: [] };
const fill = (count: number, start = 0): StoredHit[] => Array.from({ length: count }, (_, index) => hit(start + index));

describe("stored searches", () => {
  beforeEach(() => window.localStorage.clear());

  it("keeps 7 recents, newest first, without duplicates", () => {
    let saved = empty;
    for (const item of fill(9)) saved = addRecent(saved, item);
    saved = addRecent(saved, hit(5));
    expect(saved.recent.map((item) => item.objectID)).toEqual(["id-5", "id-8", "id-7", "id-6", "id-4", "id-3", "id-2"]);
  });

  it("shows 4 recents once a favourite exists, and up to 10 favourites", () => {
    let saved: SavedSearches = { recent: fill(7), favorite: [] };
    expect(visibleSearches(saved).recent).toHaveLength(7);
    saved = addFavorite(saved, hit(0));
    expect(saved.recent.map((item) => item.objectID)).not.toContain("id-0");
    expect(visibleSearches(saved).recent).toHaveLength(4);
    for (const item of fill(12, 100)) saved = addFavorite(saved, item);
    expect(saved.favorite).toHaveLength(10);
    expect(saved.favorite[0]?.objectID).toBe("id-111");
    // Un-starring everything gives the room back to recents.
    let cleared = saved;
    for (const item of saved.favorite) cleared = removeFavorite(cleared, item.objectID);
    expect(visibleSearches(cleared).recent).toHaveLength(6);
  });

  it("moves a chosen favourite to the top of favourites instead of recents", () => {
    const saved = addRecent({ recent: [hit(1)], favorite: [hit(2), hit(3)] }, hit(3));
    expect(saved.favorite.map((item) => item.objectID)).toEqual(["id-3", "id-2"]);
    expect(saved.recent.map((item) => item.objectID)).toEqual(["id-1"]);
  });

  it("removes a recent", () => {
    expect(removeRecent({ recent: fill(3), favorite: [] }, "id-1").recent.map((item) => item.objectID)).toEqual([
      "id-0",
      "id-2",
    ]);
  });

  it("stores both lists per index name", () => {
    writeSavedSearches("docs_a", { recent: [hit(1)], favorite: [hit(2)] });
    expect(readSavedSearches("docs_a")).toEqual({ recent: [hit(1)], favorite: [hit(2)] });
    expect(readSavedSearches("docs_b")).toEqual(empty);
    expect(window.localStorage.getItem(storageKeys("docs_a").recent)).toContain("id-1");
  });

  it("ignores corrupt JSON, foreign shapes and unsafe links", () => {
    const keys = storageKeys("docs");
    window.localStorage.setItem(keys.recent, "{not json");
    window.localStorage.setItem(keys.favorite, JSON.stringify([{ objectID: "x" }]));
    expect(readSavedSearches("docs")).toEqual(empty);
    window.localStorage.setItem(keys.recent, JSON.stringify([{ ...hit(1), url: "javascript:alert(1)" }]));
    expect(readSavedSearches("docs").recent).toEqual([]);
    expect(isStoredHitList([{ ...hit(1), url: "//evil.example/x" }])).toBe(false);
    expect(isStoredHitList([hit(1)])).toBe(true);
  });

  it("keeps only what the start screen needs from a hit", () => {
    const stored = toStoredHit({
      objectID: "a",
      type: "content",
      url: "/docs/a#b",
      content: "Text",
      hierarchy: { lvl0: "API", lvl1: "A", lvl2: "B" },
      _highlightResult: { content: { value: "<mark>Text</mark>", matchLevel: "full", matchedWords: ["text"] } },
    });
    expect(stored).toEqual({
      objectID: "a",
      type: "content",
      url: "/docs/a#b",
      content: "Text",
      hierarchy: { lvl0: "API", lvl1: "A", lvl2: "B", lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    });
    expect(toStoredHit({ objectID: "b", url: "https://elsewhere.example" })).toBeNull();
  });
});
