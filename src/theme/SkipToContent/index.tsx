// The first focusable element of every page: lets keyboard readers jump over the navigation to the content.
import * as styles from "./styles";
import { cx } from "@linaria/core";
import type { MouseEvent } from "react";

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
    <a href={`#${targetId}`} className={cx(styles.link, "skip-to-content")} onClick={onClick}>
      Skip to main content
    </a>
  );
}
