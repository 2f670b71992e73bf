// Wraps Markdown tables in a named, keyboard-scrollable region; a shadow at an edge shows there is more to scroll to.
import { useEffect, useRef, useState, type ComponentPropsWithoutRef } from "react";
import { runWhenIdle } from "../../../lib/idle";
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
    if (!box) return undefined;
    const update = (): void => {
      const next = readOverflow(box);
      setOverflow((current) => (current.start === next.start && current.end === next.end ? current : next));
    };
    // Measuring forces a layout: the first one waits for an idle moment instead of running while the page hydrates.
    const cancelFirstReading = runWhenIdle(update, 1000);
    box.addEventListener("scroll", update, { passive: true });
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(update);
    observer?.observe(box);
    return () => {
      cancelFirstReading();
      box.removeEventListener("scroll", update);
      observer?.disconnect();
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
