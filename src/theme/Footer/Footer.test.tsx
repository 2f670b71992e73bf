import { render, screen } from "@testing-library/react";
import Footer from ".";
import { formatPageTitle } from "../Seo";

describe("Footer", () => {
  it("shows only the copyright line", () => {
    render(<Footer />);
    expect(screen.getByRole("contentinfo")).toHaveTextContent(/^Copyright © 2025 Ground Control$/);
  });
});

describe("formatPageTitle", () => {
  it("ends every page title with the site title", () => {
    expect(formatPageTitle("Thing")).toBe("Thing | Cloudloop Knowledgebase");
    expect(formatPageTitle()).toBe("Cloudloop Knowledgebase");
  });
});
