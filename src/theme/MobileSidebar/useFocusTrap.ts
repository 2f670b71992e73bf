// Keeps keyboard focus inside an open dialog, closes it on Escape, and locks the page behind it from scrolling.
import type { RefObject } from "react";
import { useBrowserLayoutEffect } from "../../lib/use-browser-layout-effect";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focusable elements of `root` in tab order, leaving out those inside hidden (collapsed) parts. */
export function getFocusable(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.closest("[hidden]"));
}

/** While mounted: focus starts on `initialFocus` (else the first focusable element) and cannot leave `container`. */
export function useFocusTrap(container: RefObject<HTMLElement>, onEscape: () => void, initialFocus?: RefObject<HTMLElement>): void {
  // A layout effect: focus moves in the same commit that shows the dialog, so there is no frame with focus left behind.
  useBrowserLayoutEffect(() => {
    const root = container.current;
    if (!root) return undefined;
    (initialFocus?.current ?? getFocusable(root)[0])?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";

    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === "Escape") {
        event.preventDefault();
        onEscape();
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
      if (event.target instanceof Node && !root.contains(event.target)) getFocusable(root)[0]?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
      document.body.style.overflow = previousOverflow;
    };
  }, [container, onEscape, initialFocus]);
}
