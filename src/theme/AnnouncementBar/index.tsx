// The announcement bar above the navbar: server-rendered from the config, closable, closed until its id changes.
import { useEffect, useState, type MouseEvent } from "react";
import { navigate } from "gatsby";
import type { AnnouncementBarConfig } from "../../config/site";
import {
  ANNOUNCEMENT_DISMISSED_ATTRIBUTE,
  ANNOUNCEMENT_STORAGE_KEY,
  isAnnouncementDismissed,
} from "../../lib/announcement";
import { readString, removeKey, writeString } from "../../lib/storage";
import * as styles from "./styles";
import { CloseIcon } from "../../ui/Icon";

export type Props = {
  readonly config: AnnouncementBarConfig | null;
};

/** Internal links in the (HTML) content navigate inside the app instead of reloading the page. */
function followInternalLink(event: MouseEvent<HTMLDivElement>): void {
  const anchor = (event.target as Element).closest?.("a");
  const href = anchor?.getAttribute("href");
  if (
    !href ||
    !href.startsWith("/") ||
    href.startsWith("//") ||
    anchor?.target ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.button !== 0
  )
    return;
  event.preventDefault();
  void navigate(href);
}

export default function AnnouncementBar({ config }: Props) {
  const [dismissed, setDismissed] = useState(false);
  const id = config?.id;

  useEffect(() => {
    if (!id) return;
    const stored = readString(ANNOUNCEMENT_STORAGE_KEY);
    if (isAnnouncementDismissed(stored, id)) {
      setDismissed(true);
      return;
    }
    // A bar closed under an older id: forget it, so the new bar shows.
    if (stored !== null) removeKey(ANNOUNCEMENT_STORAGE_KEY);
    document.documentElement.removeAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE);
  }, [id]);

  if (!config || dismissed) return null;

  const close = (): void => {
    writeString(ANNOUNCEMENT_STORAGE_KEY, config.id);
    document.documentElement.setAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE, "true");
    setDismissed(true);
  };

  return (
    <div
      css={styles.bar}
      className="announcement-bar"
      role="region"
      aria-label="Announcement"
      data-announcement-id={config.id}
      style={{ backgroundColor: config.backgroundColor, color: config.textColor }}
    >
      {/* The content is trusted HTML from src/config/site.ts only. */}
      <div css={styles.content} onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: config.content }} />
      {config.isCloseable ? (
        <button type="button" css={styles.close} aria-label="Close announcement" onClick={close}>
          <CloseIcon size={16} strokeWidth={2.2} />
        </button>
      ) : null}
    </div>
  );
}
