import { render, screen } from "@testing-library/react";
import DocPage from ".";
import { testSidebar } from "../../test/sidebar-fixture";

describe("DocPage", () => {
  it("renders the title as the only h1 with breadcrumbs and prev/next links", () => {
    render(
      <DocPage title="Thing" pathname="/docs/concepts/thing" sidebar={testSidebar}>
        <p>Body text</p>
      </DocPage>,
    );
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual(["Thing"]);
    expect(screen.getByText("Body text")).toBeInTheDocument();
    const pager = screen.getByRole("navigation", { name: "Docs pages" });
    expect(pager).toHaveTextContent("Previous« Concepts");
    expect(screen.getByRole("link", { name: /Previous/ })).toHaveAttribute("href", "/docs/category/concepts");
    expect(screen.getByRole("link", { name: /Next/ })).toHaveAttribute("href", "/docs/concepts/pulse");
    expect(screen.getByRole("navigation", { name: "Breadcrumbs" })).toHaveTextContent("ConceptsThing");
  });
});
