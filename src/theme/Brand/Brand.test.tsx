import { render, screen } from "@testing-library/react";
import Brand from ".";

describe("Brand", () => {
  it("links home with the site title and a decorative logo", () => {
    render(<Brand pathname="/docs/data" />);
    const link = screen.getByRole("link", { name: "Cloudloop Knowledgebase home" });
    expect(link).toHaveAttribute("href", "/");
    expect(link).toHaveTextContent("Cloudloop Knowledgebase");
    expect(link.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    expect(link).not.toHaveAttribute("aria-current");
  });

  it("is marked as the current page on the home page", () => {
    render(<Brand pathname="/" />);
    expect(screen.getByRole("link", { name: "Cloudloop Knowledgebase home" })).toHaveAttribute("aria-current", "page");
  });
});
