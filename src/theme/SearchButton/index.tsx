// The navbar's search entry point; without JavaScript it is a plain link to the /search page.
import { siteConfig } from "../../config/site";
import * as styles from "./styles";

export default function SearchButton() {
  return (
    <a href={siteConfig.search.pagePath} css={styles.button} aria-label="Search the documentation">
      <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M14.386 14.386l4.088 4.088-1.06 1.06-4.088-4.087a8 8 0 1 1 1.06-1.06zM8.5 15a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13z" />
      </svg>
      <span>Search</span>
    </a>
  );
}
