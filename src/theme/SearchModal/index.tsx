// The search dialog (loaded lazily): focus trapped inside, Escape or the backdrop closes it, focus goes back after.
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { createPortal } from "react-dom";
import { getSiteSearchClient, getSiteSearchConfig, preloadSiteSearch } from "../../search/clients/site";
import { getSnippetWords, NARROW_MEDIA_QUERY } from "../../search/params";
import type { SearchClient } from "../../search/types";
import ModalSearch from "../../search/widgets/ModalSearch";
import SearchProvider from "../../search/widgets/SearchProvider";
import * as styles from "./styles";

export type Props = {
  /** Query to start with (the reader's text selection, already cut to the box's limit). */
  readonly initialQuery?: string;
  readonly onClose: () => void;
  /** Element to focus again on close; the element focused at opening by default. */
  readonly returnFocusTo?: HTMLElement | null;
  /** Injected by tests; the site's client (hosted or local) by default. */
  readonly searchClient?: SearchClient;
  readonly indexName?: string;
  readonly navigate?: (url: string) => void;
  readonly openInNewTab?: (url: string) => void;
};

/** Starts loading the index while the reader is still reaching for the button. */
export const preloadSearch = preloadSiteSearch;

const FOCUSABLE = 'a[href]:not([tabindex="-1"]), button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

function isNarrowScreen(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia(NARROW_MEDIA_QUERY).matches;
}

export default function SearchModal({ initialQuery = "", onClose, returnFocusTo, searchClient, indexName, navigate, openInNewTab }: Props) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const [client] = useState(() => searchClient ?? getSiteSearchClient());
  const [index] = useState(() => indexName ?? getSiteSearchConfig().indexName);
  const [snippetWords] = useState(() => getSnippetWords(isNarrowScreen()));
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const opener = returnFocusTo ?? (document.activeElement as HTMLElement | null);
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    // Focus that escapes the dialog (a click on the page behind, assistive tech) is brought back to the box.
    const keepFocusInside = (event: FocusEvent): void => {
      const dialog = dialogRef.current;
      if (dialog && event.target instanceof Node && !dialog.contains(event.target)) dialog.querySelector<HTMLElement>("input")?.focus();
    };
    document.addEventListener("focusin", keepFocusInside);
    return () => {
      document.removeEventListener("focusin", keepFocusInside);
      document.body.style.overflow = overflow;
      if (opener && opener.isConnected) opener.focus();
    };
    // The opener is fixed when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      closeRef.current();
      return;
    }
    if (event.key !== "Tab" || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div css={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-label="Search the documentation" css={styles.dialog} onKeyDown={onKeyDown}>
        <SearchProvider client={client} indexName={index} snippetWords={snippetWords} initialQuery={initialQuery}>
          <ModalSearch indexName={index} initialQuery={initialQuery} onClose={onClose} navigate={navigate} openInNewTab={openInNewTab} />
        </SearchProvider>
      </div>
    </div>,
    document.body,
  );
}
