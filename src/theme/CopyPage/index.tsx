// "Copy page" and "View as Markdown" beside a doc's title: the page's Markdown copy, for pasting into an AI assistant.
import * as styles from "./styles";
import { useState } from "react";
import { COPY_MESSAGES, type CopyOutcome } from "./messages";
import { CopyIcon } from "../../ui/Icon";

export type Props = {
  /** Site path of the page's Markdown copy ("/docs/api/send-message.md"). */
  readonly markdownPath: string;
};

export { COPY_MESSAGES, type CopyOutcome } from "./messages";

/**
 * Copies the Markdown text. The clipboard write starts inside the click (a ClipboardItem fed by the fetch), which
 * browsers that end the click's permission at the first await still accept; without ClipboardItem, writeText.
 * When the clipboard refuses, the Markdown opens in a new tab (or this one, if pop-ups are blocked).
 */
export async function copyMarkdown(markdownPath: string): Promise<CopyOutcome> {
  let loadFailed = false;
  const markdown = fetch(markdownPath).then(async (response) => {
    if (!response.ok) throw new Error(`${markdownPath}: HTTP ${response.status}`);
    return response.text();
  });
  markdown.catch(() => {
    loadFailed = true;
  });
  try {
    if (typeof ClipboardItem === "function" && typeof navigator.clipboard?.write === "function") {
      const blob = markdown.then((text) => new Blob([text], { type: "text/plain" }));
      await navigator.clipboard.write([new ClipboardItem({ "text/plain": blob })]);
    } else {
      await navigator.clipboard.writeText(await markdown);
    }
    return "copied";
  } catch {
    await markdown.catch(() => undefined);
    if (loadFailed) return "failed";
    if (!window.open(markdownPath, "_blank")) window.location.assign(markdownPath);
    return "opened";
  }
}

export default function CopyPage({ markdownPath }: Props) {
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);

  const copy = async (): Promise<void> => {
    if (busy) return;
    setBusy(true);
    setMessage("");
    const outcome = await copyMarkdown(markdownPath);
    setMessage(COPY_MESSAGES[outcome]);
    setBusy(false);
  };

  return (
    <div css={styles.bar} className="copy-page">
      <button type="button" css={styles.button} onClick={copy} aria-disabled={busy || undefined}>
        <CopyIcon size={15} />
        Copy page
      </button>
      <a href={markdownPath} css={styles.button} type="text/markdown">
        View as Markdown
      </a>
      <span role="status" css={styles.status}>
        {message}
      </span>
    </div>
  );
}
