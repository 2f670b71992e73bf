// The error and no-results screens, which the search dialog and the results page show alike.
import { getErrorCause } from "../errors";
import { getFeedbackUrl } from "../params";
import ErrorScreen from "../ui/ErrorScreen";
import NoResults from "../ui/NoResults";
import type { SearchState } from "./useSearchState";

export type Props = {
  readonly search: SearchState;
  readonly query: string;
  /** A suggestion was picked on the no-results screen. */
  readonly onSuggestion: (query: string) => void;
};

/** The screen for a failed search or one without hits; nothing on the other screens. */
export default function ProblemScreen({ search, query, onSuggestion }: Props) {
  if (search.screen === "error") return <ErrorScreen cause={getErrorCause(search.error)} />;
  if (search.screen === "no-results") {
    return (
      <NoResults
        query={query}
        suggestions={search.suggestions}
        onSuggestion={onSuggestion}
        feedbackUrl={getFeedbackUrl(query)}
      />
    );
  }
  return null;
}
