// A page outside the docs (such as /markdown-page): one readable column, no sidebar, the MDX components available.
import { article } from "../DocPage/styles";
import * as styles from "./styles";
import type { ReactNode } from "react";

export type Props = {
  readonly title: string;
  readonly children?: ReactNode;
};

export default function StandalonePage({ title, children }: Props) {
  return (
    <div className={styles.wrap}>
      <article className={article}>
        <h1>{title}</h1>
        {children}
      </article>
    </div>
  );
}
