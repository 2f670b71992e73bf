// Callout boxes for notes, tips, information, warnings and dangers inside MDX pages.
import type { ReactNode } from "react";
import * as styles from "./styles";

export const ADMONITION_TYPES = ["note", "tip", "info", "warning", "danger"] as const;
export type AdmonitionType = (typeof ADMONITION_TYPES)[number];

export type Props = {
  readonly type?: AdmonitionType;
  readonly title?: string;
  readonly children?: ReactNode;
};

const LABELS: Record<AdmonitionType, string> = { note: "Note", tip: "Tip", info: "Info", warning: "Warning", danger: "Danger" };

const ICONS: Record<AdmonitionType, string> = {
  note: "M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4L16.5 3.5z",
  tip: "M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7c.6.5 1 1.2 1 2V17h6v-.3c0-.8.4-1.5 1-2A7 7 0 0 0 12 2z",
  info: "M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 16v-4M12 8h.01",
  warning: "M10.3 3.9L1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01",
  danger: "M7.9 2h8.2L22 7.9v8.2L16.1 22H7.9L2 16.1V7.9L7.9 2zM12 8v4M12 16h.01",
};

export default function Admonition({ type = "note", title, children }: Props) {
  const kind: AdmonitionType = ADMONITION_TYPES.includes(type) ? type : "note";
  return (
    <aside
      css={styles.admonition}
      style={{ ["--admonition-color" as string]: `var(--color-${kind})`, ["--admonition-bg" as string]: `var(--color-${kind}-bg)` }}
      className={`admonition admonition-${kind}`}
      aria-label={title ?? LABELS[kind]}
    >
      <p css={styles.heading}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d={ICONS[kind]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {title ?? LABELS[kind]}
      </p>
      <div css={styles.body}>{children}</div>
    </aside>
  );
}
