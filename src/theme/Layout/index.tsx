// The frame around every page: navbar, main content and footer.
import type { ReactNode } from "react";
import Footer from "../Footer";
import Navbar from "../Navbar";
import * as styles from "./styles";

export type Props = {
  readonly pathname: string;
  readonly children?: ReactNode;
};

export const MAIN_CONTENT_ID = "main-content";

export default function Layout({ pathname, children }: Props) {
  return (
    <div css={styles.frame}>
      <Navbar pathname={pathname} />
      <main id={MAIN_CONTENT_ID} css={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
