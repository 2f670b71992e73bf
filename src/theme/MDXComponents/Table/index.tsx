// Wraps Markdown tables in a named, keyboard-scrollable region; a shadow at an edge shows there is more to scroll to.
import { useEffect, useRef, useState, type ComponentPropsWithoutRef } from "react";
import * as styles from "./styles";

export type Props = ComponentPropsWithoutRef<"table"> & {
  /** The region's page-unique name, set at build time from the table's caption or heading. */
  readonly "data-region-label"?: string;
};

type Overflow = { readonly start: boolean; readonly end: boolean };

/** Which sides of the scrolling box hide more of the table (1 px slack for fractional widths). */
export function readOverflow(box: Pick<HTMLElement, "scrollLeft" | "scrollWidth" | "clientWidth">): Overflow {
  const hidden = box.scrollWidth - box.clientWidth;
  return { start: hidden > 1 && box.scrollLeft > 1, end: hidden > 1 && box.scrollLeft < hidden - 1 };
}

export default function Table({ "data-region-label": label, ...props }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ start: false, end: false });

  useEffect(() => {
    const box = scroller.current;
    if (!box || typeof ResizeObserver === "undefined") return undefined;
    const update = (): void => {
      // Off screen the table is skipped (content-visibility): measuring it would lay it out; it is measured once drawn.
      if (box.checkVisibility?.({ contentVisibilityAuto: true }) === false) return;
      const next = readOverflow(box);
      setOverflow((current) => (current.start === next.start && current.end === next.end ? current : next));
    };
    // The observer reports the box once laid out (on screen, or drawn as it comes into view) and on each resize.
    const observer = new ResizeObserver(update);
    observer.observe(box);
    box.addEventListener("scroll", update, { passive: true });
    return () => {
      observer.disconnect();
      box.removeEventListener("scroll", update);
    };
  }, []);

  return (
    <div
      css={styles.frame}
      className="table-frame"
      data-more-start={overflow.start || undefined}
      data-more-end={overflow.end || undefined}
    >
      <div
        ref={scroller}
        css={styles.wrapper}
        className="table-wrapper"
        role="region"
        aria-label={label ?? "Table"}
        tabIndex={0}
      >
        <table css={styles.table} {...props} />
      </div>
    </div>
  );
}
