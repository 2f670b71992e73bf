import { render, screen } from "@testing-library/react";
import StandalonePage from ".";

describe("StandalonePage", () => {
  it("shows the title as h1 and the body in one article", () => {
    render(
      <StandalonePage title="Markdown page">
        <p>Body text</p>
      </StandalonePage>,
    );
    const article = screen.getByRole("article");
    expect(screen.getByRole("heading", { level: 1, name: "Markdown page" })).toBeInTheDocument();
    expect(article).toContainElement(screen.getByText("Body text"));
  });
});
