// The footer: only the copyright line, as the spec asks.
import { siteConfig } from "../../config/site";
import * as styles from "./styles";

export default function Footer() {
  return (
    <footer css={styles.footer}>
      Copyright © {siteConfig.copyright.year} {siteConfig.copyright.holder}
    </footer>
  );
}
