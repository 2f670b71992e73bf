import {
  ANNOUNCEMENT_DISMISSED_ATTRIBUTE,
  ANNOUNCEMENT_STORAGE_KEY,
  createAnnouncementScript,
  isAnnouncementDismissed,
} from "./announcement";

describe("announcement dismissal", () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.documentElement.removeAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE);
  });

  it("counts only a dismissal of the same id", () => {
    expect(isAnnouncementDismissed("welcome", "welcome")).toBe(true);
    expect(isAnnouncementDismissed("old-bar", "welcome")).toBe(false);
    expect(isAnnouncementDismissed(null, "welcome")).toBe(false);
  });

  it("the inline script marks the page only when this bar was dismissed", () => {
    const script = createAnnouncementScript("welcome");
    new Function(script)();
    expect(document.documentElement.hasAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE)).toBe(false);
    window.localStorage.setItem(ANNOUNCEMENT_STORAGE_KEY, "older");
    new Function(script)();
    expect(document.documentElement.hasAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE)).toBe(false);
    window.localStorage.setItem(ANNOUNCEMENT_STORAGE_KEY, "welcome");
    new Function(script)();
    expect(document.documentElement.getAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE)).toBe("true");
  });
});
