// The navbar's search entry point: opens the lazy search dialog (click, Ctrl/⌘+K, "/"); a /search link without JS.
import { useCallback, useEffect, useRef, useState, type ComponentType, type MouseEvent } from "react";
import { siteConfig } from "../../config/site";
import { getHotkeyAction, getShortcutModifier, isEditableTarget, type TargetLike } from "../../search/hotkeys";
import { clampQuery } from "../../search/query";
import { startSearchWorkerEarly } from "../../search/worker/start-search-worker";
import type { Props as ModalProps } from "../../search/widgets/SearchDialog";
import * as styles from "./styles";
import { SearchIcon } from "../../ui/Icon";

type ModalModule = { readonly default: ComponentType<ModalProps> };

let modalModule: Promise<ModalModule> | null = null;

/** Loads the dialog's code once; a failed load is tried again next time. */
export function loadSearchModal(): Promise<ModalModule> {
  if (!modalModule) {
    modalModule = import("../../search/widgets/SearchDialog");
    modalModule.catch(() => {
      modalModule = null;
    });
  }
  return modalModule;
}

/**
 * Starts the search engine (the local index's base, fetched in the search worker, or the hosted client) from its own
 * small chunk, beside the dialog's code instead of after it, so the first answer does not wait for the dialog to load;
 * the query the dialog opens with is searched at once.
 */
export function startSearchEngine(query = ""): void {
  // Without Algolia's app id the search is surely the local one: its worker starts at once, its script loading beside
  // that chunk (any other build leaves the start to the client).
  if (!process.env.GATSBY_ALGOLIA_APP_ID) startSearchWorkerEarly();
  import("../../search/clients/site").then((module) => module.preloadSiteSearch(query)).catch(() => undefined);
}

/** The page's text selection as a starting query, on one line and cut to the box's limit. */
export function readSelection(): string {
  const text = typeof window === "undefined" ? "" : (window.getSelection?.()?.toString() ?? "");
  return clampQuery(text.replace(/\s+/g, " ").trim());
}

export default function SearchButton() {
  const [open, setOpen] = useState(false);
  const [Modal, setModal] = useState<ComponentType<ModalProps> | null>(null);
  const [initialQuery, setInitialQuery] = useState("");
  // Server render and first paint say Ctrl; Apple devices switch to ⌘ once the platform is known.
  const [modifier, setModifier] = useState(() => getShortcutModifier(""));
  const openRef = useRef(false);
  const returnFocus = useRef<HTMLElement | null>(null);

  const preload = useCallback(() => {
    startSearchEngine();
    loadSearchModal().catch(() => undefined);
  }, []);

  const openModal = useCallback((opener: HTMLElement | null) => {
    returnFocus.current = opener;
    const selection = readSelection();
    setInitialQuery(selection);
    openRef.current = true;
    setOpen(true);
    startSearchEngine(selection);
    loadSearchModal()
      .then((module) => setModal(() => module.default))
      .catch(() => {
        // Without the dialog's code, the results page still searches.
        if (openRef.current) window.location.assign(siteConfig.search.pagePath);
      });
  }, []);

  const close = useCallback(() => {
    openRef.current = false;
    setOpen(false);
  }, []);

  useEffect(() => {
    setModifier(getShortcutModifier(navigator.platform || navigator.userAgent));
    const onKeyDown = (event: KeyboardEvent): void => {
      const action = getHotkeyAction(event, {
        isOpen: openRef.current,
        isEditing: isEditableTarget(event.target as TargetLike),
      });
      if (!action) return;
      event.preventDefault();
      if (action === "toggle" && openRef.current) close();
      else openModal(document.activeElement instanceof HTMLElement ? document.activeElement : null);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [close, openModal]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    // A modified click keeps its meaning: the results page in a new tab or window.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    openModal(event.currentTarget);
  };

  return (
    <>
      <a
        href={siteConfig.search.pagePath}
        css={styles.button}
        aria-haspopup="dialog"
        aria-keyshortcuts={`${modifier.name}+K /`}
        onClick={onClick}
        onMouseEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
      >
        <SearchIcon />
        {/* The name is what the button shows, "Search Ctrl K", so voice control finds it by its visible words; the
            spaces only separate the words of the name. */}
        <span className="search-label">Search</span>{" "}
        <span css={styles.keys}>
          <kbd>{modifier.symbol}</kbd> <kbd>K</kbd>
        </span>
      </a>
      {open && Modal ? <Modal initialQuery={initialQuery} onClose={close} returnFocusTo={returnFocus.current} /> : null}
    </>
  );
}
