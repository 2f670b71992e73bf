import { fireEvent, render, screen } from "@testing-library/react";
import NoResults from ".";

describe("NoResults", () => {
  it("shows the query, suggestions and the feedback link", () => {
    const onSuggestion = jest.fn();
    const { container } = render(
      <NoResults
        query="<b>zzz</b>"
        suggestions={["long polling", "destinations"]}
        onSuggestion={onSuggestion}
        feedbackUrl="mailto:help@example.com"
      />,
    );
    expect(container.textContent).toContain('No results for "<b>zzz</b>"');
    expect(container.querySelector("b")).toBeNull();
    expect(screen.getByText("Try searching for")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "destinations" }));
    expect(onSuggestion).toHaveBeenCalledWith("destinations");
    expect(screen.getByText(/Believe this query should return results\?/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Let us know." })).toHaveAttribute("href", "mailto:help@example.com");
  });

  it("leaves out the suggestions heading when there is nothing to suggest", () => {
    render(<NoResults query="zzz" suggestions={[]} onSuggestion={jest.fn()} feedbackUrl="https://example.com" />);
    expect(screen.queryByText("Try searching for")).toBeNull();
  });
});
