// The empty-query screen: recent searches (to save or remove) and saved favourites (to remove), each a grid of rows.
import type { MouseEvent } from "react";
import type { HitGroup, HitView } from "../../hits";
import { HitLink } from "../HitList";
import * as styles from "./styles";
import { RemoveIcon, StarIcon } from "../../../ui/Icon";

export type Props = {
  readonly recent: readonly HitView[];
  readonly favorite: readonly HitView[];
  /** Id of the element the search box controls. */
  readonly listboxId: string;
  /** Index, recents first then favourites, of the row the keyboard is on. */
  readonly activeIndex: number;
  readonly optionId: (index: number) => string;
  readonly onSelect: (view: HitView, event: MouseEvent<HTMLAnchorElement>) => void;
  readonly onActivate: (index: number) => void;
  readonly onSave: (objectID: string) => void;
  readonly onRemoveRecent: (objectID: string) => void;
  readonly onRemoveFavorite: (objectID: string) => void;
};

export const RECENT_TITLE = "Recent";
export const FAVORITE_TITLE = "Favorite";

/** Recent first, then favourites: the same order the arrow keys follow. */
export function getStartGroups(recent: readonly HitView[], favorite: readonly HitView[]): HitGroup<HitView>[] {
  return [
    ...(recent.length > 0 ? [{ title: RECENT_TITLE, items: recent }] : []),
    ...(favorite.length > 0 ? [{ title: FAVORITE_TITLE, items: favorite }] : []),
  ];
}

const starIcon = <StarIcon />;
const removeIcon = <RemoveIcon />;

function ActionButton({
  label,
  onClick,
  icon,
}: {
  readonly label: string;
  readonly onClick: () => void;
  readonly icon: JSX.Element;
}) {
  return (
    <div role="gridcell" css={styles.actionCell}>
      <button type="button" title={label} aria-label={label} onClick={onClick}>
        {icon}
      </button>
    </div>
  );
}

/**
 * Rows hold a link and its buttons, so this is a grid (rows of cells), not a listbox: options cannot contain buttons.
 */
export default function StartScreen({
  recent,
  favorite,
  listboxId,
  activeIndex,
  optionId,
  onSelect,
  onActivate,
  onSave,
  onRemoveRecent,
  onRemoveFavorite,
}: Props) {
  const groups = getStartGroups(recent, favorite);
  if (groups.length === 0) return <p css={styles.empty}>No recent searches</p>;
  let index = -1;
  return (
    <div id={listboxId} css={styles.screen}>
      {groups.map((group) => {
        const titleId = `${listboxId}-${group.title.toLowerCase()}`;
        const isFavorite = group.title === FAVORITE_TITLE;
        return (
          <div key={group.title} css={styles.group}>
            <div id={titleId} css={styles.groupTitle}>
              {group.title}
            </div>
            <div role="grid" aria-labelledby={titleId} css={styles.rows}>
              {group.items.map((view) => {
                index += 1;
                const current = index;
                const active = current === activeIndex;
                return (
                  <div
                    role="row"
                    id={optionId(current)}
                    aria-selected={active}
                    key={view.objectID}
                    css={styles.row}
                    data-active={active || undefined}
                  >
                    <div role="gridcell" css={styles.mainCell}>
                      <HitLink view={view} active={active} onSelect={onSelect} onActivate={() => onActivate(current)} />
                    </div>
                    {isFavorite ? (
                      <ActionButton
                        label="Remove this search from favorites"
                        onClick={() => onRemoveFavorite(view.objectID)}
                        icon={removeIcon}
                      />
                    ) : (
                      <>
                        <ActionButton label="Save this search" onClick={() => onSave(view.objectID)} icon={starIcon} />
                        <ActionButton
                          label="Remove this search from history"
                          onClick={() => onRemoveRecent(view.objectID)}
                          icon={removeIcon}
                        />
                      </>
                    )}
                  </div>
                );
              })}
            </div>
          </div>
        );
      })}
    </div>
  );
}
