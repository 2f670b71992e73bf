// Decides what a key press does to the search modal: Ctrl/⌘+K toggles it, "/" opens it when the reader is not typing.

export type KeyPress = {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
};

/** Something that takes typing: inputs, text areas, selects and editable content. */
export type TargetLike = { readonly tagName?: string; readonly isContentEditable?: boolean } | null;

export type HotkeyAction = "toggle" | "open" | null;

export function isEditableTarget(target: TargetLike): boolean {
  if (!target) return false;
  const tag = target.tagName?.toUpperCase();
  return tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || target.isContentEditable === true;
}

export function getHotkeyAction(
  event: KeyPress,
  state: { readonly isOpen: boolean; readonly isEditing: boolean },
): HotkeyAction {
  if (event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.altKey) return "toggle";
  if (event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey && !state.isEditing && !state.isOpen)
    return "open";
  return null;
}

/** Apple keyboards say ⌘ where others say Ctrl. */
export function isApplePlatform(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}

export function getShortcutModifier(platform: string): { readonly symbol: string; readonly name: string } {
  return isApplePlatform(platform) ? { symbol: "⌘", name: "Command" } : { symbol: "Ctrl", name: "Control" };
}
