// Follows the reader's scroll position and names the heading of the section being read.
import { useEffect, useState } from "react";
import { runWhenIdle } from "../../lib/idle";
import { pickActiveHeading, type HeadingPosition } from "../../lib/toc";

/** Pixels below the viewport top where a heading counts as reached: the sticky navbar plus breathing room. */
export const ACTIVE_HEADING_OFFSET = 100;

export function useActiveHeading(ids: readonly string[], offset = ACTIVE_HEADING_OFFSET): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    if (ids.length === 0) return undefined;
    let frame = 0;
    const update = (): void => {
      frame = 0;
      const positions: HeadingPosition[] = [];
      for (const id of ids) {
        const element = document.getElementById(id);
        if (element) positions.push({ id, top: element.getBoundingClientRect().top });
      }
      const root = document.documentElement;
      const atBottom = window.scrollY > 0 && window.innerHeight + window.scrollY >= root.scrollHeight - 2;
      setActive(pickActiveHeading(positions, { offset, viewportHeight: window.innerHeight, atBottom }));
    };
    const schedule = (): void => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    // The first reading measures every heading (a layout): it waits until the page is idle, out of the load's way.
    const cancelFirstReading = runWhenIdle(update, 500);
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelFirstReading();
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [ids, offset]);
  return active;
}
