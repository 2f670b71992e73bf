// The no-hits screen: the query, queries that do find pages, and a way to tell the team the query should work.
import * as styles from "./styles";

export type Props = {
  readonly query: string;
  /** Queries known to return results. */
  readonly suggestions: readonly string[];
  readonly onSuggestion: (query: string) => void;
  /** Link for "Let us know.", carrying the query. */
  readonly feedbackUrl: string;
};

export default function NoResults({ query, suggestions, onSuggestion, feedbackUrl }: Props) {
  return (
    <div css={styles.screen}>
      <p css={styles.title}>
        No results for &quot;<strong>{query}</strong>&quot;
      </p>
      {suggestions.length > 0 ? (
        <div css={styles.suggestions}>
          <p>Try searching for</p>
          <ul>
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button type="button" onClick={() => onSuggestion(suggestion)}>
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p css={styles.help}>
        Believe this query should return results?{" "}
        <a href={feedbackUrl} target="_blank" rel="noopener noreferrer">
          Let us know.
        </a>
      </p>
    </div>
  );
}
