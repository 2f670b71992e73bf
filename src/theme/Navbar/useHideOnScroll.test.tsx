import { act, renderHook } from "@testing-library/react";
import { useHideOnScroll } from "./useHideOnScroll";

function scrollTo(y: number): void {
  Object.defineProperty(window, "scrollY", { configurable: true, value: y });
  window.dispatchEvent(new Event("scroll"));
}

describe("useHideOnScroll", () => {
  afterEach(() => {
    Object.defineProperty(window, "scrollY", { configurable: true, value: 0 });
  });

  it("hides the navbar while scrolling down and shows it on the way up, when switched on", () => {
    const { result } = renderHook(() => useHideOnScroll(true, 60));
    act(() => scrollTo(300));
    expect(result.current).toBe(true);
    act(() => scrollTo(200));
    expect(result.current).toBe(false);
  });

  it("never hides it when switched off (the site's setting)", () => {
    const { result } = renderHook(() => useHideOnScroll(false, 60));
    act(() => scrollTo(300));
    expect(result.current).toBe(false);
  });
});
