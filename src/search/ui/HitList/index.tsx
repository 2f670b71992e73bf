// A listbox of hits grouped under headings; each option is the link to its page, with title, path and snippet.
import type { MouseEvent, ReactNode } from "react";
import type { HitGroup, HitView } from "../../hits";
import Highlighted, { HighlightedPath } from "../Highlighted";
import * as styles from "./styles";

export type Props = {
  readonly listboxId: string;
  /** Accessible name of the listbox. */
  readonly label: string;
  readonly groups: readonly HitGroup<HitView>[];
  /** Index, in display order across groups, of the option the keyboard is on; -1 for none. */
  readonly activeIndex: number;
  readonly optionId: (index: number) => string;
  readonly onSelect: (view: HitView, event: MouseEvent<HTMLAnchorElement>) => void;
  readonly onActivate: (index: number) => void;
};

const typeIcon = (view: HitView): ReactNode => {
  const isPage = view.path.length === 0;
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      {isPage ? (
        <path fill="none" stroke="currentColor" strokeWidth="1.4" d="M5 2.7h7l3 3v11.6H5zM12 2.7v3h3M7.5 9h5M7.5 12h5M7.5 15h3" />
      ) : (
        <path fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" d="M7 3.5 5.5 16.5M14.5 3.5 13 16.5M3.5 7.5h13M3 12.5h13" />
      )}
    </svg>
  );
};

/** Icon, highlighted title and path of a hit: the inside of an option or of a saved-search row. */
export function HitContent({ view }: { readonly view: HitView }) {
  return (
    <>
      <span css={styles.icon}>{typeIcon(view)}</span>
      <span css={styles.text}>
        <span css={styles.title}>
          <Highlighted value={view.title} />
        </span>
        <HighlightedPath parts={view.path} css={styles.path} />
      </span>
      <span css={styles.enter} aria-hidden="true">
        ↵
      </span>
    </>
  );
}

export default function HitList({ listboxId, label, groups, activeIndex, optionId, onSelect, onActivate }: Props) {
  let index = -1;
  return (
    <div role="listbox" id={listboxId} aria-label={label} css={styles.listbox}>
      {groups.map((group, groupNumber) => {
        const titleId = `${listboxId}-group-${groupNumber}`;
        return (
          <div role="group" aria-labelledby={titleId} key={`${group.title}-${groupNumber}`} css={styles.group}>
            <div id={titleId} role="presentation" css={styles.groupTitle}>
              {group.title}
            </div>
            {group.items.map((view) => {
              index += 1;
              const current = index;
              const active = current === activeIndex;
              return (
                <div role="none" key={view.objectID} css={styles.row} data-active={active || undefined}>
                  <a
                    role="option"
                    id={optionId(current)}
                    aria-selected={active}
                    href={view.url}
                    css={styles.link}
                    onClick={(event) => onSelect(view, event)}
                    onMouseMove={() => !active && onActivate(current)}
                  >
                    <HitContent view={view} />
                  </a>
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
