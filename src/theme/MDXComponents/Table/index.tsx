// Wraps Markdown tables so they scroll sideways on narrow screens instead of overflowing the page.
import type { ComponentPropsWithoutRef } from "react";
import * as styles from "./styles";

export type Props = ComponentPropsWithoutRef<"table">;

export default function Table(props: Props) {
  return (
    <div css={styles.wrapper} className="table-wrapper" role="region" aria-label="Table" tabIndex={0}>
      <table css={styles.table} {...props} />
    </div>
  );
}
