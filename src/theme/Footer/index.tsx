// The footer: only the copyright line, as the spec asks.
import * as styles from "./styles";
import { siteConfig } from "../../config/site";

export default function Footer() {
  return (
    <footer className={styles.footer}>
      Copyright © {siteConfig.copyright.year} {siteConfig.copyright.holder}
    </footer>
  );
}
