import { getHotkeyAction, getShortcutModifier, isApplePlatform, isEditableTarget } from "./hotkeys";

const key = (value: string, modifiers: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
  key: value,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe("hotkeys", () => {
  it("toggles on Ctrl+K and ⌘+K, also while typing", () => {
    expect(getHotkeyAction(key("k", { ctrlKey: true }), { isOpen: false, isEditing: false })).toBe("toggle");
    expect(getHotkeyAction(key("K", { metaKey: true }), { isOpen: true, isEditing: true })).toBe("toggle");
    expect(getHotkeyAction(key("k", { ctrlKey: true, altKey: true }), { isOpen: false, isEditing: false })).toBeNull();
    expect(getHotkeyAction(key("k"), { isOpen: false, isEditing: false })).toBeNull();
  });

  it('opens on "/" only when nothing takes typing and the dialog is closed', () => {
    expect(getHotkeyAction(key("/"), { isOpen: false, isEditing: false })).toBe("open");
    expect(getHotkeyAction(key("/"), { isOpen: false, isEditing: true })).toBeNull();
    expect(getHotkeyAction(key("/"), { isOpen: true, isEditing: false })).toBeNull();
    expect(getHotkeyAction(key("/", { ctrlKey: true }), { isOpen: false, isEditing: false })).toBeNull();
  });

  it("knows which targets take typing", () => {
    expect(isEditableTarget({ tagName: "input" })).toBe(true);
    expect(isEditableTarget({ tagName: "TEXTAREA" })).toBe(true);
    expect(isEditableTarget({ tagName: "SELECT" })).toBe(true);
    expect(isEditableTarget({ tagName: "DIV", isContentEditable: true })).toBe(true);
    expect(isEditableTarget({ tagName: "BUTTON" })).toBe(false);
    expect(isEditableTarget(null)).toBe(false);
  });

  it("names the modifier for the platform", () => {
    expect(isApplePlatform("MacIntel")).toBe(true);
    expect(isApplePlatform("iPhone")).toBe(true);
    expect(getShortcutModifier("MacIntel")).toEqual({ symbol: "⌘", name: "Command" });
    expect(getShortcutModifier("Linux x86_64")).toEqual({ symbol: "Ctrl", name: "Control" });
  });
});
