import { isQueryOnlyChange, shouldUpdateScrollAfter } from "./scroll";

const at = (pathname: string, search = "", hash = "") => ({ pathname, search, hash });

describe("scroll after navigation", () => {
  it("keeps the position when only the query changed", () => {
    expect(isQueryOnlyChange(at("/search", "?q=a"), at("/search", "?q=ab"))).toBe(true);
    expect(shouldUpdateScrollAfter(at("/search", "?q=a"), at("/search", "?q=ab"))).toBe(false);
  });

  it("scrolls for a new path, a new hash or the first render", () => {
    expect(shouldUpdateScrollAfter(at("/docs/a"), at("/docs/b"))).toBe(true);
    expect(shouldUpdateScrollAfter(at("/docs/a"), at("/docs/a", "", "#x"))).toBe(true);
    expect(shouldUpdateScrollAfter(at("/docs/a", "?q=1"), at("/docs/b", "?q=2"))).toBe(true);
    expect(shouldUpdateScrollAfter(null, at("/docs/a"))).toBe(true);
  });
});
