// The search dialog (loaded lazily): focus trapped inside, Escape or the backdrop closes it, focus goes back after.
import { useRef, useState } from "react";
import { createPortal } from "react-dom";
import { getSiteSearchClient, getSiteSearchConfig } from "../../clients/site";
import { snippetWordsOfScreen } from "../../params";
import type { SearchClient } from "../../types";
import SearchDialogBody from "../SearchDialogBody";
import SearchProvider from "../SearchProvider";
import { useDialogFocus } from "../../../ui/hooks/useDialogFocus";
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

export default function SearchDialog({
  initialQuery = "",
  onClose,
  returnFocusTo,
  searchClient,
  indexName,
  navigate,
  openInNewTab,
}: Props) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const [client] = useState(() => searchClient ?? getSiteSearchClient());
  const [index] = useState(() => indexName ?? getSiteSearchConfig().indexName);
  const [snippetWords] = useState(snippetWordsOfScreen);

  useDialogFocus(dialogRef, {
    onEscape: onClose,
    focusTarget: (dialog) => dialog.querySelector("input"),
    returnFocusTo: returnFocusTo ?? "opener",
  });

  return createPortal(
    <div css={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-label="Search the documentation" css={styles.dialog}>
        <SearchProvider client={client} indexName={index} snippetWords={snippetWords} initialQuery={initialQuery}>
          <SearchDialogBody
            indexName={index}
            initialQuery={initialQuery}
            onClose={onClose}
            navigate={navigate}
            openInNewTab={openInNewTab}
          />
        </SearchProvider>
      </div>
    </div>,
    document.body,
  );
}
