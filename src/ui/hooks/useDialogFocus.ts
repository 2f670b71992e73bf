// The one focus trap and scroll lock of the site's modal dialogs (search dialog, mobile menu): focus moves in, cannot
// leave, Escape closes, the page behind does not scroll, and focus can go back to the opener on close.
import { useRef, type RefObject } from "react";
import { useBrowserLayoutEffect } from "./useBrowserLayoutEffect";

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]",
]
  .map((selector) => `${selector}:not([tabindex="-1"])`)
  .join(", ");

/** Focusable elements of `root` in tab order, leaving out those inside hidden (collapsed) parts. */
export function getFocusable(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.closest("[hidden]"));
}

export type DialogFocusOptions = {
  readonly onEscape: () => void;
  /** The element focused when the dialog opens and when focus escapes it; the first focusable element by default. */
  readonly focusTarget?: (root: HTMLElement) => HTMLElement | null | undefined;
  /**
   * Where focus goes when the dialog closes: an element, or "opener" for the element focused when it opened.
   * Left out: the caller restores focus itself.
   */
  readonly returnFocusTo?: HTMLElement | "opener" | null;
};

/** While mounted: focus starts on the focus target and cannot leave `container`; the body does not scroll. */
export function useDialogFocus(
  container: RefObject<HTMLElement>,
  { onEscape, focusTarget, returnFocusTo }: DialogFocusOptions,
): void {
  // The latest callbacks, read when used: the trap is set up once per opening, not again on each render.
  const latest = useRef({ onEscape, focusTarget });
  latest.current = { onEscape, focusTarget };
  const returnTo = useRef(returnFocusTo);

  // A layout effect: focus moves in the same commit that shows the dialog, so there is no frame with focus left behind.
  useBrowserLayoutEffect(() => {
    const root = container.current;
    if (!root) return undefined;
    const opener = returnTo.current === "opener" ? (document.activeElement as HTMLElement | null) : returnTo.current;
    const focusStart = (): void => (latest.current.focusTarget?.(root) ?? getFocusable(root)[0])?.focus();
    focusStart();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";

    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === "Escape") {
        event.preventDefault();
        event.stopPropagation();
        latest.current.onEscape();
        return;
      }
      if (event.key !== "Tab") return;
      const focusable = getFocusable(root);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (!root.contains(active)) {
        event.preventDefault();
        first.focus();
      } else if (event.shiftKey && active === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    // Focus that escapes anyway (a click on the page behind, a screen reader) is brought back.
    const onFocusIn = (event: FocusEvent): void => {
      if (event.target instanceof Node && !root.contains(event.target)) focusStart();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
      document.body.style.overflow = previousOverflow;
      if (opener && opener.isConnected) opener.focus();
    };
  }, [container]);
}
