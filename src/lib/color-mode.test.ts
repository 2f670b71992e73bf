import { resetColorMode, setPrefersDark } from "../__fixtures__/browser";
import { createColorModeScript, nextColorModeChoice, parseColorModeChoice, resolveColorMode } from "./color-mode";

const settings = { defaultMode: "light" as const, respectPrefersColorScheme: true, storageKey: "theme" };

function runScript(script: string): { theme: string | null; choice: string | null } {
  new Function(script)();
  const root = document.documentElement;
  return { theme: root.getAttribute("data-theme"), choice: root.getAttribute("data-theme-choice") };
}

describe("colour mode rules", () => {
  it("cycles light → dark → system → light when the system preference is respected", () => {
    expect(nextColorModeChoice("light", true)).toBe("dark");
    expect(nextColorModeChoice("dark", true)).toBe("system");
    expect(nextColorModeChoice("system", true)).toBe("light");
  });

  it("toggles light ⇄ dark when it is not", () => {
    expect(nextColorModeChoice("light", false)).toBe("dark");
    expect(nextColorModeChoice("dark", false)).toBe("light");
  });

  it("accepts only known stored values", () => {
    expect(parseColorModeChoice("dark", true)).toBe("dark");
    expect(parseColorModeChoice("system", true)).toBe("system");
    expect(parseColorModeChoice("system", false)).toBeNull();
    expect(parseColorModeChoice("purple", true)).toBeNull();
    expect(parseColorModeChoice(null, true)).toBeNull();
  });

  it("resolves system to the operating system's preference", () => {
    expect(resolveColorMode("system", true)).toBe("dark");
    expect(resolveColorMode("system", false)).toBe("light");
    expect(resolveColorMode("dark", false)).toBe("dark");
  });
});

describe("createColorModeScript", () => {
  beforeEach(() => {
    resetColorMode();
    setPrefersDark(false);
  });

  it("applies the default mode when nothing is stored", () => {
    expect(runScript(createColorModeScript(settings))).toEqual({ theme: "light", choice: "light" });
  });

  it("applies a stored choice", () => {
    window.localStorage.setItem("theme", "dark");
    expect(runScript(createColorModeScript(settings))).toEqual({ theme: "dark", choice: "dark" });
  });

  it("follows the system for a stored system choice", () => {
    window.localStorage.setItem("theme", "system");
    setPrefersDark(true);
    expect(runScript(createColorModeScript(settings))).toEqual({ theme: "dark", choice: "system" });
    setPrefersDark(false);
    expect(runScript(createColorModeScript(settings))).toEqual({ theme: "light", choice: "system" });
  });

  it("ignores system when the preference is not respected, and corrupt values", () => {
    window.localStorage.setItem("theme", "system");
    setPrefersDark(true);
    expect(runScript(createColorModeScript({ ...settings, respectPrefersColorScheme: false }))).toEqual({
      theme: "light",
      choice: "light",
    });
    window.localStorage.setItem("theme", "<script>");
    expect(runScript(createColorModeScript({ ...settings, defaultMode: "dark" }))).toEqual({
      theme: "dark",
      choice: "dark",
    });
  });

  it("survives storage that throws", () => {
    const spy = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("denied");
    });
    expect(runScript(createColorModeScript(settings))).toEqual({ theme: "light", choice: "light" });
    spy.mockRestore();
  });
});
