import { shouldHideNavbar } from "./hide-on-scroll";

describe("shouldHideNavbar", () => {
  it("hides when scrolling down past the navbar and shows when scrolling up", () => {
    expect(shouldHideNavbar(100, 200, 60)).toBe(true);
    expect(shouldHideNavbar(200, 150, 60)).toBe(false);
  });

  it("always shows near the top", () => {
    expect(shouldHideNavbar(0, 40, 60)).toBe(false);
  });
});
