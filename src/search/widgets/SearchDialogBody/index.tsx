// The search dialog's body, connected to InstantSearch: box, start / results / no-results / error screens, footer.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { Link, navigate as gatsbyNavigate } from "gatsby";
import { useHits } from "react-instantsearch";
import { groupByCategory, toHitView, type HitView } from "../../hits";
import { getSearchPageUrl } from "../../params";
import { isStalled } from "../../screen";
import { toStoredHit, type StoredHit } from "../../stored-searches";
import type { SearchHit } from "../../types";
import HitList from "../../ui/HitList";
import SearchBox from "../../ui/SearchBox";
import StartScreen, { getStartGroups } from "../../ui/StartScreen";
import ProblemScreen from "../ProblemScreen";
import { useSavedSearches } from "../useSavedSearches";
import { HITS_OPTIONS, useSearchState } from "../useSearchState";
import * as styles from "./styles";

export type Props = {
  readonly indexName: string;
  readonly initialQuery: string;
  readonly onClose: () => void;
  /** Client-side navigation (Gatsby's navigate by default). */
  readonly navigate?: (url: string) => void;
  /** Opens a hit in a new tab (Ctrl/⌘+Enter). */
  readonly openInNewTab?: (url: string) => void;
};

const ID = "search-modal";
const optionId = (index: number): string => `${ID}-option-${index}`;

type Item = { readonly view: HitView; readonly hit: SearchHit | StoredHit };

const openNewTab = (url: string): void => {
  window.open(url, "_blank", "noopener");
};

export default function SearchDialogBody({
  indexName,
  initialQuery,
  onClose,
  navigate = (url) => void gatsbyNavigate(url),
  openInNewTab = openNewTab,
}: Props) {
  const [query, setQuery] = useState(initialQuery);
  // One page of hits: the dialog links to the results page for more.
  const search = useSearchState(query, useHits(HITS_OPTIONS));
  const { screen } = search;
  const saved = useSavedSearches(indexName);
  const [activeIndex, setActiveIndex] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);

  const startGroups = useMemo(
    () =>
      getStartGroups(
        saved.visible.recent.map((hit) => toHitView(hit)),
        saved.visible.favorite.map((hit) => toHitView(hit)),
      ),
    [saved.visible],
  );
  const resultGroups = useMemo(() => groupByCategory(search.hits.map(toHitView)), [search.hits]);
  // The arrow keys follow the order on screen: group by group.
  const items: Item[] = useMemo(() => {
    const groups = screen === "start" ? startGroups : screen === "results" ? resultGroups : [];
    const sources: ReadonlyArray<SearchHit | StoredHit> =
      screen === "start" ? [...saved.visible.recent, ...saved.visible.favorite] : search.hits;
    const byId = new Map(sources.map((hit) => [hit.objectID, hit]));
    return groups.flatMap((group) =>
      group.items.flatMap((view) => {
        const hit = byId.get(view.objectID);
        return hit ? [{ view, hit }] : [];
      }),
    );
  }, [screen, startGroups, resultGroups, saved.visible, search.hits]);

  useEffect(() => {
    setActiveIndex(0);
  }, [query, screen]);

  useEffect(() => {
    const input = inputRef.current;
    input?.focus();
    if (initialQuery) input?.select();
  }, [initialQuery]);

  useEffect(() => {
    const element = typeof document === "undefined" ? null : document.getElementById(optionId(activeIndex));
    element?.scrollIntoView?.({ block: "nearest" });
  }, [activeIndex, items]);

  const changeQuery = (value: string): void => {
    setQuery(value);
    search.refine(value);
  };

  const record = (hit: SearchHit | StoredHit): void => {
    const stored = toStoredHit(hit);
    if (stored) saved.recordRecent(stored);
  };

  const choose = (item: Item, newTab: boolean): void => {
    record(item.hit);
    if (newTab) {
      openInNewTab(item.view.url);
      return;
    }
    onClose();
    navigate(item.view.url);
  };

  const onSelect = (view: HitView, event: MouseEvent<HTMLAnchorElement>): void => {
    const item = items.find((candidate) => candidate.view.objectID === view.objectID);
    if (!item) return;
    // Modified clicks keep the browser's meaning (new tab or window); they still count as a visit.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      record(item.hit);
      return;
    }
    event.preventDefault();
    choose(item, false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (items.length === 0) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActiveIndex((current) => (current + step + items.length) % items.length);
    } else if (event.key === "Enter") {
      const item = items[activeIndex];
      if (!item) return;
      event.preventDefault();
      choose(item, event.ctrlKey || event.metaKey);
    }
  };

  const hasOptions = items.length > 0;
  return (
    <div css={styles.frame}>
      <div css={styles.header}>
        <form css={styles.form} role="search" onSubmit={(event) => event.preventDefault()} noValidate>
          <SearchBox
            id={`${ID}-input`}
            label="Search the documentation"
            placeholder="Search docs"
            value={query}
            onChange={changeQuery}
            stalled={isStalled(search.status)}
            onKeyDown={onKeyDown}
            inputRef={inputRef}
            comboboxProps={{
              "aria-expanded": hasOptions,
              "aria-controls": hasOptions ? `${ID}-listbox` : undefined,
              "aria-activedescendant": hasOptions ? optionId(activeIndex) : undefined,
            }}
          />
        </form>
        <button type="button" css={styles.cancel} onClick={onClose}>
          Cancel
        </button>
      </div>
      <div css={styles.body}>
        <ProblemScreen search={search} query={query} onSuggestion={changeQuery} />
        {screen === "start" ? (
          <StartScreen
            recent={saved.visible.recent.map((hit) => toHitView(hit))}
            favorite={saved.visible.favorite.map((hit) => toHitView(hit))}
            listboxId={`${ID}-listbox`}
            activeIndex={activeIndex}
            optionId={optionId}
            onSelect={onSelect}
            onActivate={setActiveIndex}
            onSave={saved.save}
            onRemoveRecent={saved.removeRecent}
            onRemoveFavorite={saved.removeFavorite}
          />
        ) : null}
        {screen === "results" ? (
          <HitList
            listboxId={`${ID}-listbox`}
            label="Search results"
            groups={resultGroups}
            activeIndex={activeIndex}
            optionId={optionId}
            onSelect={onSelect}
            onActivate={setActiveIndex}
          />
        ) : null}
      </div>
      <div css={styles.footer}>
        {screen === "results" && search.nbHits > 0 ? (
          <Link to={getSearchPageUrl(query)} css={styles.seeAll} onClick={onClose}>
            See all {search.nbHits} results
          </Link>
        ) : (
          <span />
        )}
        <ul css={styles.keys} aria-label="Keyboard shortcuts">
          <li>
            <kbd aria-label="Enter">↵</kbd> to select
          </li>
          <li>
            <kbd aria-label="Arrow down">↓</kbd>
            <kbd aria-label="Arrow up">↑</kbd> to navigate
          </li>
          <li>
            <kbd>esc</kbd> to close
          </li>
        </ul>
      </div>
    </div>
  );
}
