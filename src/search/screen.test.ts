import { getScreen, isStalled } from "./screen";

describe("getScreen", () => {
  const answered = (query: string, nbHits: number) => ({ query, nbHits });

  it("shows saved searches for an empty or blank query", () => {
    expect(getScreen({ query: "", status: "idle", results: null })).toBe("start");
    expect(getScreen({ query: "  ", status: "loading", results: answered("poll", 3) })).toBe("start");
  });

  it("shows the error screen whenever the search failed", () => {
    expect(getScreen({ query: "poll", status: "error", results: answered("poll", 3) })).toBe("error");
    expect(getScreen({ query: "", status: "error", results: null })).toBe("error");
  });

  it("shows no-results only once the answer for this query says so", () => {
    expect(getScreen({ query: "zzz", status: "idle", results: answered("zzz", 0) })).toBe("no-results");
    expect(getScreen({ query: "zzz", status: "loading", results: answered("zz", 0) })).toBe("results");
    expect(getScreen({ query: "zzz", status: "stalled", results: answered("zzz", 0) })).toBe("results");
    expect(getScreen({ query: "zzz", status: "idle", results: null })).toBe("results");
  });

  it("shows results, keeping the previous hits while the next answer loads", () => {
    expect(getScreen({ query: "poll", status: "idle", results: answered("poll", 4) })).toBe("results");
    expect(getScreen({ query: "polli", status: "stalled", results: answered("poll", 4) })).toBe("results");
  });

  it("stalls only in the stalled state", () => {
    expect(isStalled("stalled")).toBe(true);
    expect(isStalled("loading")).toBe(false);
  });
});
