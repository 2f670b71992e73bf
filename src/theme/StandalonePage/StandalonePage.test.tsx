import { render, screen } from "@testing-library/react";
import { useMDXComponents } from "@mdx-js/react";
import StandalonePage from ".";

function Body() {
  const components = useMDXComponents() as Record<string, unknown>;
  return <p>{["Admonition", "Tabs", "TabItem", "pre", "table"].every((name) => name in components) ? "MDX components ready" : "missing"}</p>;
}

describe("StandalonePage", () => {
  it("shows the title as h1 and gives the body the MDX components", () => {
    render(
      <StandalonePage title="Markdown page">
        <Body />
      </StandalonePage>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Markdown page" })).toBeInTheDocument();
    expect(screen.getByText("MDX components ready")).toBeInTheDocument();
  });
});
