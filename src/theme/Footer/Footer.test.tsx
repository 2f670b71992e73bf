import { render, screen } from "@testing-library/react";
import Footer from ".";
import NotFound from "../NotFound";
import { formatPageTitle } from "../Seo";

describe("Footer", () => {
  it("shows only the copyright line", () => {
    render(<Footer />);
    expect(screen.getByRole("contentinfo")).toHaveTextContent(/^Copyright © 2025 Ground Control$/);
  });
});

describe("NotFound", () => {
  it("says the page was not found and offers ways on", () => {
    render(<NotFound />);
    expect(screen.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Search the docs" })).toHaveAttribute("href", "/search");
  });
});

describe("formatPageTitle", () => {
  it("ends every page title with the site title", () => {
    expect(formatPageTitle("Thing")).toBe("Thing | Cloudloop Knowledgebase");
    expect(formatPageTitle()).toBe("Cloudloop Knowledgebase");
  });
});
