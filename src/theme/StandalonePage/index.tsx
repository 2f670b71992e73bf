// A page outside the docs (such as /markdown-page): one readable column, no sidebar, the MDX components available.
import type { ReactNode } from "react";
import { article } from "../DocPage/styles";
import * as styles from "./styles";

export type Props = {
  readonly title: string;
  readonly children?: ReactNode;
};

export default function StandalonePage({ title, children }: Props) {
  return (
    <div css={styles.wrap}>
      <article css={article}>
        <h1>{title}</h1>
        {children}
      </article>
    </div>
  );
}
