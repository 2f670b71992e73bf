// The first focusable element of every page: lets keyboard readers jump over the navigation to the content.
import type { MouseEvent } from "react";
import * as styles from "./styles";

/** Id of the <main> element the link moves focus to. */
export const MAIN_CONTENT_ID = "main-content";

export type Props = {
  readonly targetId?: string;
};

export default function SkipToContent({ targetId = MAIN_CONTENT_ID }: Props) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    const target = document.getElementById(targetId);
    if (!target) return;
    // Focus rather than follow the hash: the next Tab then continues inside the content, and the URL stays clean.
    event.preventDefault();
    target.focus();
  };
  return (
    <a href={`#${targetId}`} css={styles.link} className="skip-to-content" onClick={onClick}>
      Skip to main content
    </a>
  );
}
