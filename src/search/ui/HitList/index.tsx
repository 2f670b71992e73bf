// A listbox of hits grouped under headings; each option is the link to its page, with title, path and snippet.
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from "react";
import type { HitGroup, HitView } from "../../hits";
import Highlighted, { HighlightedPath } from "../Highlighted";
import * as styles from "./styles";
import { HashIcon, PageIcon } from "../../../ui/Icon";

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

/** A page icon for a hit that is a whole page, a hash sign for a section of one. */
const typeIcon = (view: HitView): ReactNode => (view.path.length === 0 ? <PageIcon /> : <HashIcon />);

/** Icon, highlighted title and path of a hit: the inside of an option or of a saved-search row. */
function HitContent({ view }: { readonly view: HitView }) {
  return (
    <>
      <span css={styles.icon}>{typeIcon(view)}</span>
      <span css={styles.text}>
        <span css={styles.title}>
          {view.textPending ? <span css={styles.pendingText} /> : <Highlighted value={view.title} />}
        </span>
        <HighlightedPath parts={view.path} css={styles.path} />
      </span>
      <span css={styles.enter} aria-hidden="true">
        ↵
      </span>
    </>
  );
}

/** A hit's link; in the result list it is the option itself, so it takes the option's role, id and state. */
type HitLinkProps = Pick<AnchorHTMLAttributes<HTMLAnchorElement>, "role" | "id" | "aria-selected"> & {
  readonly view: HitView;
  /** Whether the keyboard is on this hit already. */
  readonly active: boolean;
  readonly onSelect: (view: HitView, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Puts the keyboard on this hit, when the pointer moves over it. */
  readonly onActivate: () => void;
};

/** The link to a hit's page, in a result option or a saved-search row. */
export function HitLink({ view, active, onSelect, onActivate, ...attributes }: HitLinkProps) {
  return (
    <a
      {...attributes}
      href={view.url}
      // Its text line is still on the way: assistive technology waits for it, and says the hit whole.
      aria-busy={view.textPending || undefined}
      css={styles.link}
      onClick={(event) => onSelect(view, event)}
      onMouseMove={() => !active && onActivate()}
    >
      <HitContent view={view} />
    </a>
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
                  <HitLink
                    role="option"
                    id={optionId(current)}
                    aria-selected={active}
                    view={view}
                    active={active}
                    onSelect={onSelect}
                    onActivate={() => onActivate(current)}
                  />
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
