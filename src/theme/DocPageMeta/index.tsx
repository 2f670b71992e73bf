// The foot of a doc: when it was last updated (and by whom, when the site shows authors) and a link to edit its source.
import { formatDay } from "../../lib/day";
import ExternalLinkMark from "../ExternalLinkMark";
import * as styles from "./styles";
import { EditIcon } from "../../ui/Icon";

/** Computed at build time (src/content/load/last-updated.ts) and passed in the page context. */
export type DocPageMetaData = {
  readonly lastUpdated: { readonly date: string; readonly author: string | null } | null;
  readonly editUrl: string | null;
};

export type Props = { readonly meta: DocPageMetaData };

export default function DocPageMeta({ meta }: Props) {
  const { lastUpdated, editUrl } = meta;
  if (!lastUpdated && !editUrl) return null;
  return (
    <div css={styles.meta} className="doc-page-meta">
      {editUrl ? (
        <a href={editUrl} target="_blank" rel="noopener noreferrer" css={styles.editLink}>
          <EditIcon />
          Edit this page
          <ExternalLinkMark />
        </a>
      ) : null}
      {lastUpdated ? (
        <p css={styles.lastUpdated}>
          Last updated on <time dateTime={lastUpdated.date}>{formatDay(lastUpdated.date)}</time>
          {lastUpdated.author ? ` by ${lastUpdated.author}` : null}
        </p>
      ) : null}
    </div>
  );
}
