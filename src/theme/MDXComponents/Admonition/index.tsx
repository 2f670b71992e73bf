// Callout boxes for notes, tips, information, warnings and dangers inside MDX pages.
import type { ReactNode } from "react";
import * as styles from "./styles";
import { DangerIcon, InfoIcon, NoteIcon, TipIcon, WarningIcon, type Icon } from "../../../ui/Icon";

export const ADMONITION_TYPES = ["note", "tip", "info", "warning", "danger"] as const;
export type AdmonitionType = (typeof ADMONITION_TYPES)[number];

export type Props = {
  readonly type?: AdmonitionType;
  readonly title?: string;
  readonly children?: ReactNode;
};

const LABELS: Record<AdmonitionType, string> = {
  note: "Note",
  tip: "Tip",
  info: "Info",
  warning: "Warning",
  danger: "Danger",
};

const ICONS: Record<AdmonitionType, Icon> = {
  note: NoteIcon,
  tip: TipIcon,
  info: InfoIcon,
  warning: WarningIcon,
  danger: DangerIcon,
};

export default function Admonition({ type = "note", title, children }: Props) {
  const kind: AdmonitionType = ADMONITION_TYPES.includes(type) ? type : "note";
  const KindIcon = ICONS[kind];
  return (
    <aside
      css={styles.admonition}
      style={{
        ["--admonition-color" as string]: `var(--color-${kind})`,
        ["--admonition-bg" as string]: `var(--color-${kind}-bg)`,
      }}
      className={`admonition admonition-${kind}`}
      aria-label={title ?? LABELS[kind]}
    >
      <p css={styles.heading}>
        <KindIcon />
        {title ?? LABELS[kind]}
      </p>
      <div css={styles.body}>{children}</div>
    </aside>
  );
}
