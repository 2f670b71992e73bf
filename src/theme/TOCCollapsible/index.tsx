// The table of contents on narrow screens: an "On this page" block above the content that opens on demand.
import { useState } from "react";
import type { TocItem } from "../../lib/toc";
import { TocList } from "../TOC";
import * as styles from "./styles";
import { ChevronIcon } from "../../ui/Icon";

export type Props = {
  readonly items: readonly TocItem[];
};

const LIST_ID = "toc-collapsible-list";

export default function TOCCollapsible({ items }: Props) {
  const [open, setOpen] = useState(false);
  if (items.length === 0) return null;
  return (
    <div css={styles.box} className="toc-collapsible">
      <button
        type="button"
        css={styles.button}
        aria-expanded={open}
        aria-controls={LIST_ID}
        onClick={() => setOpen(!open)}
      >
        On this page
        <ChevronIcon />
      </button>
      <div id={LIST_ID} css={styles.panel} hidden={!open}>
        <TocList items={items} onNavigate={() => setOpen(false)} />
      </div>
    </div>
  );
}
