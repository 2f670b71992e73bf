// The table of contents on the right of a doc (desktop): h2–h3 links, the section being read highlighted.
import { Fragment, useMemo } from "react";
import { flattenTocIds, type TocItem } from "../../lib/toc";
import { splitAtWrapPoints } from "../../lib/wrap-points";
import { useActiveHeading } from "./useActiveHeading";
import * as styles from "./styles";

export type Props = {
  readonly items: readonly TocItem[];
};

export type TocListProps = {
  readonly items: readonly TocItem[];
  readonly activeId?: string | null;
  /** Called when the reader follows a link (the collapsible block closes). */
  readonly onNavigate?: () => void;
};

/** A heading's text with a <wbr> at each sensible wrap point (after "/" and ".", between camel-case words). */
function WrappableText({ text }: { readonly text: string }) {
  return (
    <>
      {splitAtWrapPoints(text, { camelCase: true }).map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** The nested list of heading links, shared by the desktop TOC and the collapsible one. */
export function TocList({ items, activeId = null, onNavigate }: TocListProps) {
  return (
    <ul css={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <a
            href={`#${item.id}`}
            css={styles.link}
            className={item.id === activeId ? "toc-active" : undefined}
            aria-current={item.id === activeId ? "true" : undefined}
            onClick={onNavigate}
          >
            <WrappableText text={item.value} />
          </a>
          {item.children.length > 0 ? (
            <TocList items={item.children} activeId={activeId} onNavigate={onNavigate} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export default function TOC({ items }: Props) {
  const ids = useMemo(() => flattenTocIds(items), [items]);
  const activeId = useActiveHeading(ids);
  if (items.length === 0) return null;
  return (
    <nav css={styles.toc} aria-labelledby="toc-title" className="table-of-contents">
      <p id="toc-title" css={styles.title}>
        On this page
      </p>
      <TocList items={items} activeId={activeId} />
    </nav>
  );
}
